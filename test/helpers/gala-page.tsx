// A gala's page drawn from the hand-made gala modules (test/fixtures/galas/modules.ts).
import { within } from '@testing-library/dom';
import GalaPage from '../../src/pages/GalaPage.js';
import { render } from './render.js';
import { gala, words } from '../fixtures/galas/modules.js';

export const renderPage = (shown = gala) => within(render(<GalaPage gala={shown} words={words} />));
export const eventTable = (page: ReturnType<typeof renderPage>, name: string) =>
  within(page.getByRole('table', { name }));
export const backstroke = 'Girls 100m Backstroke, 11–12 years, final';
