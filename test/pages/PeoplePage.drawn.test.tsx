import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { people } from '../../src/content/people.js';
import { site } from '../../src/content/site.js';
import PeoplePage from '../../src/pages/PeoplePage.js';
import { fixture } from '../helpers/fixtures.js';
import { render, renderApp } from '../helpers/render.js';

const { people: busy } = await fixture('busy', 'people');
const small = { ...(await fixture('small', 'people')), ...(await fixture('small', 'site')) };

// Lower on the page, so drawn a moment after the first screen (BelowTheFold).
const wellbeingSection = async () => {
  const main = within(renderApp('/people').container).getByRole('main');
  return within(await within(main).findByRole('region', { name: people.wellbeing.heading }));
};

describe('PeoplePage', () => {
  it('has a wellbeing and protection section with its heading', async () => {
    expect((await wellbeingSection()).getByRole('heading', { level: 2 }).textContent).to.equal(
      people.wellbeing.heading,
    );
  });

  it("gives the Wellbeing and Protection Officer's e-mail address as a mail link", async () => {
    const { email } = site.contacts.wellbeing;
    const section = await wellbeingSection();
    expect(section.getByText(people.wellbeing.contactPrompt, { exact: false })).to.exist;
    expect(section.getByRole('link', { name: email }).getAttribute('href')).to.equal(
      `mailto:${email}`,
    );
  });

  it('links every outside source of help in the wellbeing section', async () => {
    const section = await wellbeingSection();
    for (const link of site.wellbeingLinks)
      expect(section.getByRole('link', { name: link.name }).getAttribute('href')).to.equal(
        link.url,
      );
  });

  it('shows every coaching and committee role, however many and however long', async () => {
    const page = within(render(<PeoplePage people={busy} />));
    const coaching = within(await page.findByRole('region', { name: busy.coaching.heading }));
    for (const role of busy.coaching.roles) expect(coaching.getByText(role.title)).to.exist;
    const committee = within(await page.findByRole('region', { name: busy.committee.heading }));
    expect(committee.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal(
      busy.committee.roles,
    );
  });

  it('lists only the executive members the club has named', async () => {
    const page = within(render(<PeoplePage people={small.people} site={small.site} />));
    const executive = within(
      await page.findByRole('region', { name: small.people.executive.heading }),
    );
    const [member] = small.people.executive.members;
    expect(small.people.executive.members).to.have.length(1);
    expect(executive.getByText(member!.role)).to.exist;
    expect(executive.getByText(member!.name)).to.exist;
  });

  it('leaves the executive out while no member is named', async () => {
    const none = { ...small.people, executive: { ...small.people.executive, members: [] } };
    const page = within(render(<PeoplePage people={none} site={small.site} />));
    await page.findByRole('region', { name: none.getInvolved.heading });
    expect(page.queryByRole('region', { name: none.executive.heading })).to.equal(null);
  });

  it('gives the general address where the page names no contact to write to', async () => {
    const page = within(render(<PeoplePage people={small.people} site={small.site} />));
    const { general } = small.site.contacts;
    expect(small.people.getInvolved.writeTo).to.equal(undefined);
    const section = await page.findByRole('region', { name: small.people.getInvolved.heading });
    const line = within(section).getByText(small.people.getInvolved.contactPrompt, {
      exact: false,
    });
    expect(line.textContent).to.equal(`${small.people.getInvolved.contactPrompt} ${general.email}`);
    expect(within(line).getByRole('link', { name: general.email }).getAttribute('href')).to.equal(
      `mailto:${general.email}`,
    );
  });
});
