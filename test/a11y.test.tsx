// Visible focus on every page, in each engine (each draws focus rings and moves focus with Tab
// its own way): at a desktop's width in all three, where keyboards are, and at a phone's in
// Chromium. axe over every page is test/a11y.drawn.test.tsx's.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from './helpers/viewport.js';
import { engine } from './helpers/engine.js';
import { everyPagePath } from './helpers/every-page.js';
import { drawnWhole, renderApp } from './helpers/render.js';

const paths = await everyPagePath();

// Every control a visitor can reach with Tab inside `part`, in page order.
const controls = (part: Element) =>
  [
    ...part.querySelectorAll<HTMLElement>(
      'a[href], button, input, textarea, select, summary, [tabindex]',
    ),
  ].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.checkVisibility());

// Real Tab key presses, so the browser decides what shows a focus ring, as it does for visitors:
// from the top of the page, or from `main` (focused as the skip link does) through its controls
// alone. Stops on the last control: one more Tab would move focus out of the page, into the
// browser, and leave later test files without focus. Returns each control with its outline.
async function tabThrough(part: Element): Promise<{ control: string; ring: string }[]> {
  if (part instanceof HTMLElement && part.tabIndex < 0) part.focus();
  const reached: { control: string; ring: string }[] = [];
  // Counted afresh each time: the contact form enables its button once its scripts have run.
  for (let i = 0; i < controls(part).length; i++) {
    await sendKeys({ press: 'Tab' });
    const el = document.activeElement!;
    const style = getComputedStyle(el);
    const visible =
      el.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2;
    reached.push({
      control: el.outerHTML.slice(0, 100),
      ring: visible ? `${style.outlineWidth} ${style.outlineStyle}` : '',
    });
  }
  (document.activeElement as HTMLElement).blur();
  return reached;
}

// The header, menu and footer are the same on every page: walked whole on the home page, and
// each other page's main part on its own (a walk of every page whole took three times as long).
for (const width of engine === 'chromium' ? [375, 1280] : [1280]) {
  describe(`visible focus at ${width} px wide`, () => {
    before(() => setViewport({ width, height: 800 }));

    for (const path of paths) {
      const whole = path === '/';
      const where = whole
        ? 'of the home page, header, menu and footer included'
        : `in the main part of ${path}`;
      it(`shows a focus ring on every control ${where}`, async () => {
        const { container } = renderApp(path);
        await drawnWhole(container);
        const part = whole ? container : container.querySelector('main')!;
        const reached = await tabThrough(part);
        expect(reached.map((r) => r.control)).to.deep.equal(
          controls(part).map((el) => el.outerHTML.slice(0, 100)),
        );
        expect(reached.filter((r) => !r.ring).map((r) => r.control)).to.deep.equal([]);
      });
    }
  });
}
