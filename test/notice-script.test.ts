// index.html's first script hides a notice that is over (or not yet due) by the visitor's clock
// as the page arrives, before anything is shown, however old the build is. Run here on its own,
// in a fresh frame, with notices timed around this moment.
import { expect, waitUntil } from '@open-wc/testing';

const shell = await (await fetch('/index.html')).text();
const script = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1]!)
  .find((s) => s.includes('MutationObserver'))!;

/**
 * Loads a page made of the script and notices (each from/until in ms from now); returns which are
 * hidden.
 */
async function hiddenOnArrival(notices: [from: number, until: number][]): Promise<boolean[]> {
  const now = Date.now();
  const markup = notices
    .map(
      ([from, until], i) =>
        `<p class="notice" data-from="${new Date(now + from).toISOString()}" ` +
        `data-until="${new Date(now + until).toISOString()}">Notice ${i}</p>`,
    )
    .join('');
  const frame = document.createElement('iframe');
  // The frame records what was hidden at its first animation frame, before its first paint.
  const record =
    'requestAnimationFrame(() => { ' +
    "window.seen = [...document.querySelectorAll('.notice')].map((n) => n.hidden); });";
  frame.srcdoc = `<script>${script}</script><div>${markup}</div><script>${record}</script>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve));
  const win = frame.contentWindow as Window & { seen?: boolean[] };
  await waitUntil(() => win.seen, 'the frame painted', { timeout: 120000 });
  frame.remove();
  return win.seen!;
}

/** Loads a page with one notice (from/until in ms from now) and gives back its frame's notice. */
async function noticeOnPage(from: number, until: number) {
  const now = Date.now();
  const frame = document.createElement('iframe');
  const at = (ms: number) => new Date(now + ms).toISOString();
  frame.srcdoc =
    `<script>${script}</script>` +
    `<p class="notice" data-from="${at(from)}" data-until="${at(until)}">Notice</p>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve));
  return {
    notice: frame.contentDocument!.querySelector<HTMLElement>('.notice')!,
    done: () => frame.remove(),
  };
}

describe("index.html's notice script", () => {
  it('hides notices over or not yet due before the first paint, leaving current ones', async () => {
    const hour = 3_600_000;
    expect(
      await hiddenOnArrival([
        [-2 * hour, -hour],
        [-hour, hour],
        [hour, 2 * hour],
      ]),
    ).to.deep.equal([true, false, true]);
  });

  it('shows a notice at its start and hides it at its end while open, unbuilt', async () => {
    // Due in 4 s: still hidden once the frame has loaded, even on a busy machine.
    const { notice, done } = await noticeOnPage(4000, 5000);
    expect(notice.hidden).to.equal(true);
    await waitUntil(() => !notice.hidden, 'shown at its start', { timeout: 120000 });
    await waitUntil(() => notice.hidden, 'hidden at its end', { timeout: 120000 });
    done();
  });
});
