import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { engine, itInChromium } from '../helpers/engine.js';
import { Router } from 'wouter';
import { PhotoSlider } from '../../src/components/PhotoSlider.js';
import { home } from '../../src/content/home.js';
import { ui } from '../../src/content/ui.js';
import { render } from '../helpers/render.js';

// A fixed width makes the arithmetic predictable: one 300 px photo per view on this strip.
// Smooth scrolling is switched off unless a test is about it.
function renderSlider({ smooth = false } = {}) {
  const container = render(
    <div style={{ width: '300px' }}>
      <Router>
        <PhotoSlider slides={home.slides} />
      </Router>
    </div>,
  );
  const slider = within(container);
  const strip = slider.getByRole('group', { name: ui.slider.stripLabel });
  if (!smooth) strip.style.scrollBehavior = 'auto';
  return { slider, strip, user: userEvent.setup() };
}

const widthOfPhoto = (strip: HTMLElement) => within(strip).getAllByRole('group')[0]!.getBoundingClientRect().width;

const currentDot = (slider: ReturnType<typeof within>) =>
  slider.getAllByRole('button', { name: /Show photo/ }).findIndex((dot: HTMLElement) => dot.getAttribute('aria-current') === 'true');

describe('PhotoSlider', () => {
  it('shows six photos, each with alt text, and six dots with the first current', () => {
    const { slider } = renderSlider();
    const photos = slider.getAllByRole('img');
    expect(photos).to.have.length(6);
    expect(photos.every((img) => img.getAttribute('alt'))).to.equal(true);
    expect(slider.getAllByRole('button', { name: /Show photo/ })).to.have.length(6);
    expect(currentDot(slider)).to.equal(0);
  });

  it('is announced as a carousel of labelled slides', () => {
    const { slider, strip } = renderSlider();
    const region = slider.getByRole('region', { name: ui.slider.label });
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    const third = within(strip).getAllByRole('group')[2]!;
    expect(third.getAttribute('aria-roledescription')).to.equal('slide');
    expect(third.getAttribute('aria-label')).to.equal('3 of 6');
  });

  it('moves one photo on with the next arrow and back with the previous arrow', async () => {
    const { slider, strip, user } = renderSlider();
    await user.click(slider.getByRole('button', { name: ui.slider.next }));
    await waitFor(() => expect(currentDot(slider)).to.equal(1));
    expect(strip.scrollLeft).to.be.greaterThan(0);
    await user.click(slider.getByRole('button', { name: ui.slider.previous }));
    await waitFor(() => expect(currentDot(slider)).to.equal(0));
  });

  it('jumps to a photo when its dot is chosen', async () => {
    const { slider, user } = renderSlider();
    await user.click(slider.getByRole('button', { name: 'Show photo 4' }));
    await waitFor(() => expect(currentDot(slider)).to.equal(3));
  });

  it('follows the scroll position when the visitor swipes the strip', async () => {
    const { slider, strip } = renderSlider();
    const photoWidth = widthOfPhoto(strip);
    strip.scrollLeft = Math.ceil(photoWidth * 2 + 12);
    await waitFor(() => expect(currentDot(slider)).to.equal(2));
  });

  it('wraps round to the first photo after the last', async () => {
    const { slider, strip, user } = renderSlider();
    strip.scrollLeft = strip.scrollWidth;
    await waitFor(() => expect(currentDot(slider)).to.equal(5));
    await user.click(slider.getByRole('button', { name: ui.slider.next }));
    await waitFor(() => expect(currentDot(slider)).to.equal(0));
  });
});

// Resolves once the strip has stopped moving (a smooth scroll has ended).
async function scrollSettled(strip: HTMLElement) {
  let last = Number.NaN;
  while (strip.scrollLeft !== last) {
    last = strip.scrollLeft;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('PhotoSlider from the keyboard alone', () => {
  // Instant scrolling, so a second key press starts from where the first one finished (only
  // Chromium can emulate the setting; elsewhere the checks wait for the smooth scroll to end).
  if (engine === 'chromium') {
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  }

  it('lets Tab reach the photo strip, the previous arrow, the six dots and the next arrow, in that order', async () => {
    const { slider, strip, user } = renderSlider();
    const stops = [strip, slider.getByRole('button', { name: ui.slider.previous })];
    stops.push(...slider.getAllByRole('button', { name: /Show photo/ }), slider.getByRole('button', { name: ui.slider.next }));
    for (const stop of stops) {
      await user.tab();
      expect(document.activeElement).to.equal(stop);
    }
  });

  it('moves on with Enter or Space on the next arrow, and jumps with Enter on a dot', async () => {
    const { slider, strip, user } = renderSlider();
    slider.getByRole('button', { name: ui.slider.next }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentDot(slider)).to.equal(1));
    await scrollSettled(strip);
    await user.keyboard(' ');
    await waitFor(() => expect(currentDot(slider)).to.equal(2));
    slider.getByRole('button', { name: 'Show photo 5' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentDot(slider)).to.equal(4));
  });

  it('scrolls the focused photo strip with the arrow keys', async () => {
    const { slider, strip } = renderSlider();
    strip.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => expect(currentDot(slider)).to.equal(1));
    await scrollSettled(strip);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => expect(currentDot(slider)).to.equal(0));
  });
});

describe('PhotoSlider for visitors who ask for less motion', () => {
  const emulation = 'emulateMedia, a CDP call';
  afterEach(() => engine === 'chromium' && emulateMedia({ reducedMotion: 'no-preference' }));

  itInChromium('scrolls smoothly when the device has no motion preference', emulation, async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { strip } = renderSlider({ smooth: true });
    expect(getComputedStyle(strip).scrollBehavior).to.equal('smooth');
  });

  itInChromium('jumps straight to the next photo, with no scrolling animation, when reduced motion is on', emulation, async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { slider, strip } = renderSlider({ smooth: true });
    expect(getComputedStyle(strip).scrollBehavior).to.equal('auto');
    const photoWidth = widthOfPhoto(strip);
    // The click handler scrolls synchronously: an instant scroll has already arrived.
    slider.getByRole('button', { name: ui.slider.next }).click();
    expect(strip.scrollLeft).to.be.at.least(photoWidth);
    slider.getByRole('button', { name: 'Show photo 4' }).click();
    expect(strip.scrollLeft).to.be.at.least(photoWidth * 3);
  });
});
