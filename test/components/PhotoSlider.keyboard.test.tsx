// The photo slider from the keyboard alone: Tab order, Enter and Space, arrow keys.
import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { engine } from '../helpers/engine.js';
import { renderSlider, scrollSettled, sliderWords } from '../helpers/photo-slider.js';

describe('PhotoSlider from the keyboard alone', () => {
  // Instant scrolling, so a second key press starts from where the first one finished (only
  // Chromium can emulate the setting; elsewhere the checks wait for the smooth scroll to end).
  if (engine === 'chromium') {
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  }

  it('tabs to the strip, the previous arrow, every dot, then the next arrow', async () => {
    const { slider, strip, dots, user } = renderSlider();
    const stops = [
      strip,
      slider.getByRole('button', { name: sliderWords.previous }),
      ...dots(),
      slider.getByRole('button', { name: sliderWords.next }),
    ];
    for (const stop of stops) {
      await user.tab();
      expect(document.activeElement).to.equal(stop);
    }
  });

  it('moves on with Enter or Space on the next arrow, and jumps with Enter on a dot', async () => {
    const { slider, strip, dot, currentDot, user } = renderSlider();
    slider.getByRole('button', { name: sliderWords.next }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentDot()).to.equal(1));
    await scrollSettled(strip, 1);
    await user.keyboard(' ');
    await waitFor(() => expect(currentDot()).to.equal(2));
    dot(5).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentDot()).to.equal(4));
  });

  it('scrolls the focused photo strip with the arrow keys', async () => {
    const { strip, currentDot } = renderSlider();
    strip.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => expect(currentDot()).to.equal(1));
    await scrollSettled(strip, 1);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => expect(currentDot()).to.equal(0));
  });
});
