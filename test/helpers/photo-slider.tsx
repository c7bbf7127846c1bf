// The photo slider as its tests draw it: nine photos or two on a strip one photo wide, and waits
// for its scrolling to end.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { PhotoSlider } from '../../src/components/PhotoSlider.js';
import type { Picture } from '../../src/content/schema/fields.js';
import { ui } from '../../src/content/ui.js';
import { fill } from '../../src/lib/fill.js';
import { fixture } from './fixtures.js';
import { render } from './render.js';

export const sliderWords = ui.slider;

// Nine photos (one decorative) and two: more and fewer than the club has, so the arithmetic is
// tested whatever the club's slider holds.
export const {
  home: { slides: nine },
} = await fixture('busy', 'home');
export const {
  home: { slides: two },
} = await fixture('few', 'home');

// A fixed width makes the arithmetic predictable: one 300 px photo per view on this strip.
// Smooth scrolling is switched off unless a test is about it.
export function renderSlider({
  slides = nine,
  smooth = false,
}: { slides?: Picture[]; smooth?: boolean } = {}) {
  const container = render(
    <div style={{ width: '300px' }}>
      <Router>
        <PhotoSlider slides={slides} />
      </Router>
    </div>,
  );
  const slider = within(container);
  const strip = slider.getByRole('group', { name: sliderWords.stripLabel });
  if (!smooth) strip.style.scrollBehavior = 'auto';
  // The dot that shows photo n (counting from 1), by its label.
  const dot = (n: number) => slider.getByRole('button', { name: fill(sliderWords.goTo, { n }) });
  const dots = () => slides.map((_, i) => dot(i + 1));
  const currentDot = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');
  return { slider, strip, dot, dots, currentDot, user: userEvent.setup() };
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Resolves once the strip has stayed put for a few frames (a smooth scroll has ended). */
export async function scrollingStops(strip: HTMLElement) {
  let [last, still] = [NaN, 0];
  while (still < 5) {
    await nextFrame();
    still = strip.scrollLeft === last ? still + 1 : 0;
    last = strip.scrollLeft;
  }
}
export const widthOfPhoto = (strip: HTMLElement) =>
  within(strip).getAllByRole('group')[0]!.getBoundingClientRect().width;

// Resolves once the strip rests on photo `index` (its smooth scroll has ended there). Not "has not
// moved for a while": on a busy machine a smooth scroll can pause longer than any such wait, and a
// key pressed mid-scroll moves on from where the strip is, not from the photo.
export async function scrollSettled(strip: HTMLElement, index: number) {
  const photos = within(strip).getAllByRole('group');
  await waitFor(() =>
    expect(
      Math.abs(strip.scrollLeft - (photos[index]!.offsetLeft - photos[0]!.offsetLeft)),
    ).to.be.lessThan(1),
  );
}
