import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { engine, itInChromium } from '../helpers/engine.js';
import { Router } from 'wouter';
import { PhotoSlider } from '../../src/components/PhotoSlider.js';
import { home } from '../../src/content/home.js';
import type { Picture } from '../../src/content/schema/fields.js';
import { ui } from '../../src/content/ui.js';

const sliderWords = ui.slider;
import { fill } from '../../src/lib/fill.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

// Nine photos (one decorative) and two: more and fewer than the club has, so the arithmetic is
// tested whatever the club's slider holds.
const {
  home: { slides: nine },
} = await fixture('busy', 'home');
const {
  home: { slides: two },
} = await fixture('few', 'home');

// A fixed width makes the arithmetic predictable: one 300 px photo per view on this strip.
// Smooth scrolling is switched off unless a test is about it.
function renderSlider({
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

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Resolves once the strip has stayed put for a few frames (a smooth scroll has ended). */
async function scrollingStops(strip: HTMLElement) {
  let [last, still] = [NaN, 0];
  while (still < 5) {
    await nextFrame();
    still = strip.scrollLeft === last ? still + 1 : 0;
    last = strip.scrollLeft;
  }
}
const widthOfPhoto = (strip: HTMLElement) =>
  within(strip).getAllByRole('group')[0]!.getBoundingClientRect().width;

describe('PhotoSlider', () => {
  it("shows each of the club's photos with its alt text, and a dot for each when there are several", () => {
    const shown = within(
      render(
        <Router>
          <PhotoSlider slides={home.slides} />
        </Router>,
      ),
    );
    for (const slide of home.slides.filter((s) => s.alt))
      expect(shown.getByRole('img', { name: slide.alt })).to.exist;
    // One photo shows alone (and none, nothing): dots only for several.
    const dots = home.slides.map((_, i) =>
      shown.queryByRole('button', { name: fill(sliderWords.goTo, { n: i + 1 }) }),
    );
    expect(dots.filter(Boolean)).to.have.length(home.slides.length > 1 ? home.slides.length : 0);
  });

  it('shows every photo, however many, with its alt text or hidden from screen readers if decorative, and the first dot current', () => {
    const { strip, dots, currentDot } = renderSlider();
    const shown = within(strip).getAllByRole('group');
    expect(shown).to.have.length(nine.length);
    nine.forEach((photo, i) => {
      const img = within(shown[i]!).queryByRole('img');
      if (photo.alt) expect(img?.getAttribute('alt')).to.equal(photo.alt);
      else expect(img).to.equal(null);
    });
    expect(dots()).to.have.length(nine.length);
    expect(currentDot()).to.equal(0);
  });

  it('is announced as a carousel of labelled slides', () => {
    const { slider, strip } = renderSlider();
    const region = slider.getByRole('region', { name: sliderWords.label });
    expect(region.getAttribute('aria-roledescription')).to.equal(sliderWords.roleDescription);
    const third = within(strip).getAllByRole('group')[2]!;
    expect(third.getAttribute('aria-roledescription')).to.equal(sliderWords.slideRoleDescription);
    expect(third.getAttribute('aria-label')).to.equal(
      fill(sliderWords.slideLabel, { n: 3, total: nine.length }),
    );
  });

  it('moves one photo on with the next arrow and back with the previous arrow', async () => {
    const { slider, strip, currentDot, user } = renderSlider();
    await user.click(slider.getByRole('button', { name: sliderWords.next }));
    await waitFor(() => expect(currentDot()).to.equal(1));
    // As a visitor looks at the photo before going back: the smooth scroll has come to rest.
    await scrollingStops(strip);
    expect(strip.scrollLeft).to.be.greaterThan(0);
    await user.click(slider.getByRole('button', { name: sliderWords.previous }));
    await waitFor(() => expect(currentDot()).to.equal(0));
  });

  it('jumps to a photo when its dot is chosen', async () => {
    const { dot, currentDot, user } = renderSlider();
    await user.click(dot(4));
    await waitFor(() => expect(currentDot()).to.equal(3));
  });

  it('follows the scroll position when the visitor swipes the strip', async () => {
    const { strip, currentDot } = renderSlider();
    const photoWidth = widthOfPhoto(strip);
    strip.scrollLeft = Math.ceil(photoWidth * 2 + 12);
    await waitFor(() => expect(currentDot()).to.equal(2));
  });

  for (const slides of [nine, two]) {
    it(`wraps round to the first photo after the last, and back to the last before the first (${slides.length} photos)`, async () => {
      const { slider, strip, currentDot, user } = renderSlider({ slides });
      strip.scrollLeft = strip.scrollWidth;
      await waitFor(() => expect(currentDot()).to.equal(slides.length - 1));
      await user.click(slider.getByRole('button', { name: sliderWords.next }));
      await waitFor(() => expect(currentDot()).to.equal(0));
      // At the very start (a smooth scroll may still be arriving), the previous arrow wraps.
      await waitFor(() => expect(strip.scrollLeft).to.equal(0));
      await user.click(slider.getByRole('button', { name: sliderWords.previous }));
      await waitFor(() => expect(currentDot()).to.equal(slides.length - 1));
    });
  }
});

// Resolves once the strip rests on photo `index` (its smooth scroll has ended there). Not "has not
// moved for a while": on a busy machine a smooth scroll can pause longer than any such wait, and a
// key pressed mid-scroll moves on from where the strip is, not from the photo.
async function scrollSettled(strip: HTMLElement, index: number) {
  const photos = within(strip).getAllByRole('group');
  await waitFor(() =>
    expect(
      Math.abs(strip.scrollLeft - (photos[index]!.offsetLeft - photos[0]!.offsetLeft)),
    ).to.be.lessThan(1),
  );
}

describe('PhotoSlider from the keyboard alone', () => {
  // Instant scrolling, so a second key press starts from where the first one finished (only
  // Chromium can emulate the setting; elsewhere the checks wait for the smooth scroll to end).
  if (engine === 'chromium') {
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  }

  it('lets Tab reach the photo strip, the previous arrow, every dot and the next arrow, in that order', async () => {
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

describe('PhotoSlider with one photo or none', () => {
  it('shows a single photo alone, with its alt text and no arrows or dots', () => {
    const [photo] = two;
    const container = render(
      <Router>
        <PhotoSlider slides={[photo!]} />
      </Router>,
    );
    const shown = within(container);
    expect(shown.getByRole('img', { name: photo!.alt })).to.exist;
    expect(shown.queryAllByRole('button')).to.have.length(0);
    expect(shown.queryByRole('region', { name: sliderWords.label })).to.equal(null);
  });

  it('draws nothing when the club has no photos', () => {
    const container = render(
      <Router>
        <PhotoSlider slides={[]} />
      </Router>,
    );
    expect(container.childElementCount).to.equal(0);
  });
});
