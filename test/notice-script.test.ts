// index.html's first script hides a notice that is over (or not yet due) by the visitor's clock
// as the page arrives, before anything is shown, however old the build is. Run here on its own,
// in a fresh frame, with notices timed around this moment.
import { expect } from '@open-wc/testing';

const shell = await (await fetch('/index.html')).text();
const script = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('MutationObserver'))!;

/** Loads a page made of the script and notices (each from/until in ms from now); returns which are hidden. */
async function hiddenOnArrival(notices: [from: number, until: number][]): Promise<boolean[]> {
  const now = Date.now();
  const markup = notices
    .map(([from, until], i) => `<p class="notice" data-from="${new Date(now + from).toISOString()}" data-until="${new Date(now + until).toISOString()}">Notice ${i}</p>`)
    .join('');
  const frame = document.createElement('iframe');
  // The frame records what was hidden at its first animation frame, before its first paint.
  frame.srcdoc = `<script>${script}</script><div>${markup}</div><script>requestAnimationFrame(() => { window.seen = [...document.querySelectorAll('.notice')].map((n) => n.hidden); });</script>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve));
  const win = frame.contentWindow as Window & { seen?: boolean[] };
  for (let i = 0; i < 100 && !win.seen; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  frame.remove();
  return win.seen!;
}

describe("index.html's notice script", () => {
  it('hides notices that are over or not yet due before the first paint, and leaves current ones', async () => {
    const hour = 3_600_000;
    expect(await hiddenOnArrival([[-2 * hour, -hour], [-hour, hour], [hour, 2 * hour]])).to.deep.equal([true, false, true]);
  });
});
