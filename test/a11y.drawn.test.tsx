// axe over every page at a phone's and a desktop's width, and the open phone menu: what is drawn is
// the same in every engine, so this sweep runs in one (*.drawn.test: web-test-runner.config.mjs).
// Focus rings, which each engine draws its own way, are test/a11y.test.tsx's.
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { setViewport } from './helpers/viewport.js';
import { ui } from '../src/content/ui.js';
import { expectNoAxeViolations } from './helpers/axe.js';
import { everyPagePath } from './helpers/every-page.js';
import { drawnWhole, renderApp } from './helpers/render.js';

const paths = await everyPagePath();

for (const width of [375, 1280]) {
  describe(`accessibility at ${width} px wide (axe, WCAG 2.2 AA)`, () => {
    before(() => setViewport({ width, height: 800 }));

    for (const path of paths) {
      it(`finds no problems at ${path}`, async () => {
        const { container } = renderApp(path);
        await drawnWhole(container);
        await expectNoAxeViolations(container);
      });
    }
  });
}

describe('accessibility of the open phone menu (axe, WCAG 2.2 AA)', () => {
  before(() => setViewport({ width: 375, height: 800 }));

  it('finds no problems with the menu open', async () => {
    const { container } = renderApp('/');
    await userEvent.setup().click(within(container).getByRole('button', { name: ui.menuLabel }));
    await expectNoAxeViolations(container);
  });
});
