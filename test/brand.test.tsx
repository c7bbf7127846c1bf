// Other clubs' colours (test/fixtures/brand-*/brand.yaml: a very dark primary, a pale one): the
// pages drawn in them, with the words and focus rings the build picked, pass axe's contrast check.
import { expect } from '@open-wc/testing';
import { expectNoAxeViolations } from './helpers/axe.js';
import { loadBrand } from './helpers/brand.js';
import { drawnWhole, renderApp } from './helpers/render.js';
import { setViewport } from './helpers/viewport.js';

// The pages with the most kinds of coloured box: the menu, footer, buttons, pale boxes, tables,
// the Contact page's club address line and the contact form.
const paths = ['/', '/training', '/join', '/contact'];

for (const set of ['brand-dark', 'brand-pale']) {
  describe(`colours of another club (${set})`, () => {
    // Wide, so the menu is open and drawn too.
    before(async () => {
      await setViewport({ width: 1280, height: 800 });
      await loadBrand(`/.cache/test-build/test/fixtures/${set}/styles/brand.css`);
    });
    after(() => loadBrand('/.cache/test-build/src/styles/brand.css'));

    it("draws the menu in the club's own primary colour", () => {
      const { container } = renderApp('/');
      const current = container.querySelector('[aria-current="page"]')!;
      const primary = getComputedStyle(document.documentElement)
        .getPropertyValue('--primary')
        .trim();
      const probe = Object.assign(document.createElement('span'), { style: `color: ${primary}` });
      document.body.append(probe);
      expect(getComputedStyle(current).backgroundColor).to.equal(getComputedStyle(probe).color);
      probe.remove();
    });

    for (const path of paths) {
      it(`has readable words at ${path}`, async () => {
        const { container } = renderApp(path);
        await drawnWhole(container);
        await expectNoAxeViolations(container, ['color-contrast']);
      });
    }
  });
}
