// The Join page on fixture content: costs per squad, the Membership Secretary's address, and
// the "which squad?" guide (a table; with scripts, an age box and tick boxes that suggest one).
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { site } from '../../src/content/site.js';
import { money } from '../../src/lib/squad-guide.js';
import JoinPage from '../../src/pages/JoinPage.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { join } = await fixture('busy', 'join');
const { guide } = join;

describe('JoinPage', () => {
  it("lists each squad's monthly fee, Scottish Swimming membership and kit", () => {
    const costs = within(
      within(render(<JoinPage join={join} />)).getByRole('region', { name: join.costs.heading }),
    );
    for (const squad of join.squads) {
      const row = costs.getByRole('rowheader', { name: squad.squad }).closest('tr')!;
      expect([...row.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal(
        [squad.monthlyFee, squad.membership, squad.kit].map((v) => money(Number(v))),
      );
    }
  });

  it('says "to be confirmed" for a fee not yet agreed, never an amount', () => {
    const first = { ...join.squads[0]!, monthlyFee: 'to be confirmed' };
    const costs = within(
      within(render(<JoinPage join={{ ...join, squads: [first] }} />)).getByRole('region', {
        name: join.costs.heading,
      }),
    );
    const cells = [
      ...costs.getByRole('rowheader', { name: first.squad }).closest('tr')!.querySelectorAll('td'),
    ].map((td) => td.textContent);
    expect(cells[0]).to.equal('to be confirmed');
  });

  it('links its contact (writeTo, else the general one), covering trials and help', () => {
    const { general, membership } = site.contacts;
    const named = within(
      render(<JoinPage join={{ ...join, contact: { ...join.contact, writeTo: 'membership' } }} />),
    );
    expect(named.getByRole('link', { name: membership!.email }).getAttribute('href')).to.equal(
      `mailto:${membership!.email}`,
    );
    const page = within(
      render(<JoinPage join={{ ...join, contact: { ...join.contact, writeTo: undefined } }} />),
    );
    expect(
      within(page.getByRole('region', { name: join.contact.heading }))
        .getByRole('link', { name: general.email })
        .getAttribute('href'),
    ).to.equal(`mailto:${general.email}`);
    for (const heading of [
      join.trials.heading,
      join.waitingList.heading,
      join.transfer.heading,
      join.help.heading,
    ])
      expect(page.getByRole('region', { name: heading })).to.exist;
  });

  it("shows every squad's ages and criteria in a table", () => {
    const table = within(
      within(render(<JoinPage join={join} />)).getByRole('table', { name: guide.tableCaption }),
    );
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).to.deep.equal(
      join.squads.map((s) => s.squad),
    );
  });

  it('says "to be confirmed" for unsettled ages, suggesting such a squad by ability', async () => {
    const squads = join.squads.map((s) => ({
      ...s,
      minAge: 'to be confirmed',
      maxAge: 'to be confirmed',
    }));
    const page = within(render(<JoinPage join={{ ...join, squads }} />));
    const table = within(page.getByRole('table', { name: guide.tableCaption }));
    const ages = squads.map(
      (s) =>
        table.getByRole('rowheader', { name: s.squad }).closest('tr')!.querySelector('td')!
          .textContent,
    );
    expect(ages).to.deep.equal(squads.map(() => 'to be confirmed'));
    const age = await page.findByRole('spinbutton', { name: guide.age });
    await waitFor(() => expect((age as HTMLInputElement).disabled).to.equal(false));
    await userEvent.type(age, '30');
    for (const item of squads[0]!.canAlready)
      await userEvent.click(page.getByRole('checkbox', { name: item }));
    expect(
      within(page.getByRole('region', { name: guide.heading })).getByRole('status').textContent,
    ).to.equal(`${guide.suggestion} ${squads[0]!.squad}`);
  });

  it('suggests a squad from the age and what the swimmer can already do', async () => {
    const page = within(render(<JoinPage join={join} />));
    const age = await page.findByRole('spinbutton', { name: guide.age });
    await waitFor(() =>
      expect((age as HTMLInputElement).disabled, 'disabled until the page has woken up').to.equal(
        false,
      ),
    );
    const status = within(page.getByRole('region', { name: guide.heading })).getByRole('status');
    await userEvent.type(age, '11');
    expect(status.textContent).to.equal(guide.none);
    await userEvent.click(page.getByRole('checkbox', { name: 'float' }));
    expect(status.textContent).to.equal(`${guide.suggestion} Junior Bronze`);
    await userEvent.click(page.getByRole('checkbox', { name: 'dive' }));
    expect(status.textContent).to.equal(`${guide.suggestion} Silver`);
  });
});
