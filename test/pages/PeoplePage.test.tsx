import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { people } from '../../src/content/people.js';
import { site } from '../../src/content/site.js';
import PeoplePage from '../../src/pages/PeoplePage.js';
import { fixture } from '../helpers/fixtures.js';
import { render, renderApp } from '../helpers/render.js';

const { people: busy } = await fixture('busy', 'people');

// Lower on the page, so drawn a moment after the first screen (BelowTheFold).
const wellbeingSection = async () => {
  const main = within(renderApp('/people').container).getByRole('main');
  return within(await within(main).findByRole('region', { name: people.wellbeing.heading }));
};

describe('PeoplePage', () => {
  it('has a wellbeing and protection section with its heading', async () => {
    expect((await wellbeingSection()).getByRole('heading', { level: 2 }).textContent).to.equal(people.wellbeing.heading);
  });

  it("gives the Wellbeing and Protection Officer's e-mail address as a mail link", async () => {
    const { email } = site.contacts.wellbeing;
    const section = await wellbeingSection();
    expect(section.getByText(people.wellbeing.contactPrompt, { exact: false })).to.exist;
    expect(section.getByRole('link', { name: email }).getAttribute('href')).to.equal(`mailto:${email}`);
  });

  it('links every outside source of help in the wellbeing section', async () => {
    const section = await wellbeingSection();
    for (const link of site.wellbeingLinks) expect(section.getByRole('link', { name: link.name }).getAttribute('href')).to.equal(link.url);
  });

  it('shows every coaching role and every committee role, however many and however long', async () => {
    const page = within(render(<PeoplePage people={busy} />));
    const coaching = within(await page.findByRole('region', { name: busy.coaching.heading }));
    for (const role of busy.coaching.roles) expect(coaching.getByText(role.title)).to.exist;
    const committee = within(await page.findByRole('region', { name: busy.committee.heading }));
    expect(committee.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal(busy.committee.roles);
  });
});
