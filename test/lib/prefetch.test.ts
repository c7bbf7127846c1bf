import { expect, waitUntil } from '@open-wc/testing';
import { startPrefetch } from '../../src/lib/prefetch.js';

// Links to made-up pages: a menu, one link in view and one far below the fold.
function page() {
  const root = document.createElement('div');
  root.innerHTML = `
    <nav><a href="/menu-one">One</a><a href="/menu-two">Two</a></nav>
    <a href="/in-view">In view</a>
    <a href="https://elsewhere.example/">Another site</a>
    <div style="height: 300vh"></div>
    <a href="/far-below">Far below</a>`;
  document.body.append(root);
  return root;
}

const link = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('a')].find((a) => a.textContent === name)!;

let cleanups: (() => void)[] = [];

/** Starts prefetching over a fresh page; `loaded` lists the pages asked for, in order. */
function prefetching(connection?: { saveData?: boolean }, offline?: () => boolean) {
  const root = page();
  const loaded: string[] = [];
  const pageFor = (url: URL) =>
    url.origin === location.origin ? url.pathname.slice(1) : undefined;
  const stop = startPrefetch(root, {
    pageFor,
    load: async (name) => void loaded.push(name),
    connection,
    offline,
  });
  cleanups.push(() => (stop(), root.remove()));
  return { root, loaded };
}

describe('startPrefetch', () => {
  afterEach(() => {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    window.scrollTo(0, 0);
  });

  it("fetches the menu's pages and the pages of links in view once the page is idle", async () => {
    const { loaded } = prefetching();
    expect(loaded).to.deep.equal([]);
    await waitUntil(
      () => ['menu-one', 'menu-two', 'in-view'].every((p) => loaded.includes(p)),
      'nothing prefetched',
      { timeout: 120000 },
    );
    expect(loaded).to.not.include('far-below');
  });

  it('fetches a page when its link scrolls into view', async () => {
    const { root, loaded } = prefetching();
    await waitUntil(() => loaded.includes('in-view'), 'nothing prefetched', { timeout: 120000 });
    expect(loaded).to.not.include('far-below');
    link(root, 'Far below').scrollIntoView();
    await waitUntil(() => loaded.includes('far-below'), 'the link in view was not prefetched', {
      timeout: 120000,
    });
  });

  it('fetches a page as soon as its link is hovered, touched or focused', () => {
    const { root, loaded } = prefetching();
    const far = link(root, 'Far below');
    for (const type of ['pointerover', 'touchstart', 'focusin']) {
      loaded.length = 0;
      far.dispatchEvent(new Event(type, { bubbles: true }));
      expect(loaded, type).to.deep.equal(['far-below']);
    }
  });

  it('leaves links to other sites alone', () => {
    const { root, loaded } = prefetching();
    link(root, 'Another site').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).to.deep.equal([]);
  });

  it('fetches nothing at all on a connection that asks to save data', async () => {
    const saving = prefetching({ saveData: true });
    link(saving.root, 'Far below').dispatchEvent(new Event('pointerover', { bubbles: true }));
    // A second page started later, without save-data, has had its idle turn: so has the first.
    const other = prefetching({ saveData: false });
    await waitUntil(() => other.loaded.includes('menu-one'), 'nothing prefetched', {
      timeout: 120000,
    });
    expect(saving.loaded).to.deep.equal([]);
  });

  it('fetches nothing ahead while the page is a saved copy, and again once it is not', async () => {
    let savedCopy = true;
    const { root, loaded } = prefetching(undefined, () => savedCopy);
    const other = prefetching();
    await waitUntil(() => other.loaded.includes('menu-one'), 'nothing prefetched', {
      timeout: 120000,
    });
    link(root, 'Far below').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).to.deep.equal([]);
    savedCopy = false;
    link(root, 'Far below').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).to.include('far-below');
  });
});
