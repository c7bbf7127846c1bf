// /swimmers on a hand-made list (test/fixtures/galas/): every swimmer A to Z linked to their
// page, namesakes told apart, and the name filter: case and accents ignored, its words kept in
// the address so a link can be shared.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import SwimmersPage from '../../src/pages/SwimmersPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { swimmerList, words } from '../fixtures/galas/modules.js';

const renderPage = () => within(render(<SwimmersPage list={swimmerList} words={words} />));
const names = (page: ReturnType<typeof renderPage>) =>
  within(page.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);
const start = window.location.href;

describe('SwimmersPage', () => {
  afterEach(() => window.history.replaceState(null, '', start));

  it('lists every swimmer in order, each linked to their page', () => {
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(swimmerList.title);
    expect(names(page)).to.have.length(swimmerList.swimmers.length);
    expect(page.getByRole('link', { name: 'Bea K' }).getAttribute('href')).to.equal(
      '/swimmers/bea-k',
    );
  });

  it('tells apart two swimmers shown under the same name', () => {
    const page = renderPage();
    expect(page.getByRole('link', { name: 'Cal D (9 and under)' }).getAttribute('href')).to.equal(
      '/swimmers/cal-d',
    );
    expect(page.getByRole('link', { name: 'Cal D (12–13)' }).getAttribute('href')).to.equal(
      '/swimmers/cal-d-2',
    );
  });

  it('finds a name typed without accents or capitals, keeping it in the address', async () => {
    const page = renderPage();
    await userEvent
      .setup()
      .type(page.getByRole('searchbox', { name: words.pages.filter }), 'noemie LOS');
    await waitFor(() => expect(names(page)).to.deep.equal(['Noémie Łoś']));
    expect(new URLSearchParams(window.location.search).get('name')).to.equal('noemie LOS');
  });

  it('finds a swimmer shown by initial by full name, and every other shown alike', async () => {
    const page = renderPage();
    await userEvent.setup().type(page.getByRole('searchbox'), 'Ailsa Murray');
    await waitFor(() =>
      expect(names(page)).to.deep.equal(['Ailsa M. (9 and under)', 'Ailsa M. (12–13)']),
    );
  });

  it('finds a name in other letters by its Latin letters, as the build writes them', async () => {
    const page = renderPage();
    await userEvent.setup().type(page.getByRole('searchbox'), 'anya smirnova');
    await waitFor(() => expect(names(page)).to.deep.equal(['Аня С.']));
  });

  it('opens filtered by the words of a shared address', async () => {
    const shared = new URL(start);
    shared.searchParams.set('name', 'cal');
    window.history.replaceState(null, '', shared);
    const page = renderPage();
    await waitFor(() =>
      expect(names(page)).to.deep.equal(['Cal D (9 and under)', 'Cal D (12–13)']),
    );
    expect((page.getByRole('searchbox') as HTMLInputElement).value).to.equal('cal');
  });

  it('says when nobody matches, and shows everyone again when the box is cleared', async () => {
    const page = renderPage();
    const box = page.getByRole('searchbox');
    const user = userEvent.setup();
    await user.type(box, 'zed');
    await waitFor(() =>
      expect(page.getByRole('status').textContent).to.equal('Nobody called “zed” swam here.'),
    );
    expect(page.queryByRole('list')).to.equal(null);
    await user.clear(box);
    await waitFor(() => expect(names(page)).to.have.length(swimmerList.swimmers.length));
    expect(new URLSearchParams(window.location.search).has('name')).to.equal(false);
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(render(<SwimmersPage list={swimmerList} words={words} />));
  });
});
