import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { arrive, rememberScroll, type HistoryState } from '../../src/lib/arrival.js';

/** A page in `main`: its first screen now, what `later` holds once `drawRest` is called. */
function page(firstScreen: string, later: string) {
  const main = document.createElement('main');
  main.innerHTML = `${firstScreen}<div class="below-the-fold" style="height: 100px"></div>`;
  document.body.append(main);
  const drawRest = () =>
    main
      .querySelector('.below-the-fold')!
      .replaceWith(Object.assign(document.createElement('div'), { innerHTML: later }));
  return { main, drawRest };
}

const tall = (height: number) => `<div style="height: ${height}px"></div>`;

describe('arrival on a page moved to in the browser', () => {
  let stops: (() => void)[] = [];
  const url = window.location.href;
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    document.querySelectorAll('main').forEach((main) => main.remove());
    window.history.replaceState(null, '', url);
    window.scrollTo(0, 0);
  });

  it("focuses the new page's heading once it is drawn", async () => {
    const { main, drawRest } = page('', '<h1>Training times</h1>');
    stops.push(arrive(main, '', undefined));
    drawRest();
    await waitFor(() => expect(document.activeElement?.textContent).to.equal('Training times'));
  });

  it('shows the part the address names, screen readers starting there, once drawn', async () => {
    const { main, drawRest } = page(
      `<h1>Events / News</h1>${tall(3000)}`,
      `<section id="news"><h2>News</h2>${tall(2000)}</section>`,
    );
    stops.push(arrive(main, '#news', undefined));
    expect(window.scrollY).to.equal(0);
    expect(document.activeElement?.textContent, 'the heading until the part comes').to.equal(
      'Events / News',
    );
    drawRest();
    await waitFor(() =>
      expect(Math.abs(document.getElementById('news')!.getBoundingClientRect().top)).to.be.below(2),
    );
    expect(document.activeElement?.id).to.equal('news');
  });

  it('returns a visitor coming Back to where they left, once the lower part is drawn', async () => {
    const { main, drawRest } = page('<h1>People</h1>', tall(5000));
    stops.push(arrive(main, '', 1500));
    drawRest();
    await waitFor(() => expect(window.scrollY).to.equal(1500));
  });

  it('leaves a new page at the top when the part its address names never comes', async () => {
    const { main, drawRest } = page(`<h1>About</h1>${tall(3000)}`, tall(1000));
    stops.push(arrive(main, '#no-such-part', undefined));
    drawRest();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.scrollY).to.equal(0);
    expect(document.activeElement?.textContent).to.equal('About');
  });

  it('keeps where the window is in the history entry, for Back', async () => {
    page(tall(5000), '');
    stops.push(rememberScroll());
    window.scrollTo(0, 700);
    await waitFor(() => expect((window.history.state as HistoryState)?.scrollY).to.equal(700));
  });

  it('keeps no place for a page the visitor left just after scrolling', async () => {
    page(tall(5000), '');
    stops.push(rememberScroll());
    const scrolled = new Promise((resolve) =>
      window.addEventListener('scroll', resolve, { once: true }),
    );
    window.scrollTo(0, 700);
    await scrolled;
    // As a tap on a link does, with pushState.
    window.history.replaceState(null, '', '#another-page');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.history.state).to.equal(null);
  });
});
