// The photo slider for visitors who ask for less motion: smooth scrolling only when they do not.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { engine, itInChromium } from '../helpers/engine.js';
import { renderSlider, sliderWords, widthOfPhoto } from '../helpers/photo-slider.js';

describe('PhotoSlider for visitors who ask for less motion', () => {
  const emulation = 'emulateMedia, a CDP call';
  afterEach(() => engine === 'chromium' && emulateMedia({ reducedMotion: 'no-preference' }));

  itInChromium('scrolls smoothly when the device has no motion preference', emulation, async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { strip } = renderSlider({ smooth: true });
    expect(getComputedStyle(strip).scrollBehavior).to.equal('smooth');
  });

  itInChromium(
    'jumps straight to the next photo, with no scrolling animation, when reduced motion is on',
    emulation,
    async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { slider, strip, dot } = renderSlider({ smooth: true });
      expect(getComputedStyle(strip).scrollBehavior).to.equal('auto');
      const photoWidth = widthOfPhoto(strip);
      // The click handler scrolls synchronously: an instant scroll has already arrived.
      slider.getByRole('button', { name: sliderWords.next }).click();
      expect(strip.scrollLeft).to.be.at.least(photoWidth);
      dot(4).click();
      expect(strip.scrollLeft).to.be.at.least(photoWidth * 3);
    },
  );
});
