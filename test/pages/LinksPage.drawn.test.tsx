import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import LinksPage from '../../src/pages/LinksPage.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { links } = await fixture('busy', 'links');

describe('LinksPage', () => {
  it('shows every group with all of its links, documents served from the site', async () => {
    const page = within(render(<LinksPage links={links} />));
    for (const group of links.groups) {
      const section = within(page.getByRole('region', { name: group.heading }));
      expect(section.queryAllByRole('link')).to.have.length(group.links.length);
      for (const link of group.links) {
        const href = section.getByRole('link', { name: link.name }).getAttribute('href')!;
        if (link.url.startsWith('documents/')) expect((await fetch(href)).ok, href).to.equal(true);
        else expect(href).to.equal(link.url);
      }
    }
  });
});
