import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { itInChromium } from '../helpers/engine.js';
import { setViewport } from '../helpers/viewport.js';
import { singlePages } from '../../src/page-list.js';
import { site } from '../../src/content/site.js';
import { ui } from '../../src/content/ui.js';
import { renderApp } from '../helpers/render.js';

const paths = [...singlePages.map((p) => p.path), '/no-such-page'];

describe('SiteLayout', () => {
  before(() => setViewport({ width: 375, height: 800 }));

  it('starts with a skip link, off screen until it is focused', async () => {
    const { container } = renderApp('/');
    const skip = within(container).getByRole('link', { name: ui.skipLink });
    expect(skip.getBoundingClientRect().bottom).to.be.at.most(0);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(skip);
    const shown = skip.getBoundingClientRect();
    expect(shown.top).to.be.at.least(0);
    expect(shown.height).to.be.greaterThan(0);
  });

  it('moves focus to the main content when the skip link is followed with Enter', async () => {
    const { container } = renderApp('/about');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement).to.equal(within(container).getByRole('main'));
    // The next Tab goes to the first link in the page's content, past the menu.
    await sendKeys({ press: 'Tab' });
    expect(within(container).getByRole('main').contains(document.activeElement)).to.equal(true);
  });

  itInChromium(
    "names the club and the site's address on paper, where the header is left out",
    'print media emulated',
    async () => {
      const { container } = renderApp('/about');
      const banner = within(container).getByRole('banner');
      const named = [...container.querySelectorAll('.print-only')].find((p) =>
        p.textContent!.startsWith(site.name),
      )!;
      expect(named.textContent).to.equal(
        `${site.name} · ${site.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}`,
      );
      expect(getComputedStyle(named).display).to.equal('none');
      await emulateMedia({ media: 'print' });
      try {
        expect(getComputedStyle(named).display).to.equal('block');
        expect(getComputedStyle(banner).display).to.equal('none');
      } finally {
        await emulateMedia({ media: 'screen' });
      }
    },
  );

  for (const path of paths) {
    it(`gives ${path} one header, one menu, one main area, one footer and one main heading`, () => {
      const { container } = renderApp(path);
      const page = within(container);
      expect(page.getAllByRole('banner')).to.have.length(1);
      expect(page.getAllByRole('main')).to.have.length(1);
      // One menu; a long page may add its own labelled list of parts inside its main area.
      const main = page.getByRole('main');
      expect(page.getAllByRole('navigation').filter((nav) => !main.contains(nav))).to.have.length(
        1,
      );
      expect(page.getAllByRole('contentinfo')).to.have.length(1);
      expect(page.getAllByRole('heading', { level: 1 })).to.have.length(1);
      expect(within(page.getByRole('main')).getAllByRole('heading', { level: 1 })).to.have.length(
        1,
      );
    });
  }
});
