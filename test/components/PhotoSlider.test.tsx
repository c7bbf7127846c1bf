// The photo slider: every photo with its words, arrows, dots and swipes, wrapping round; one photo
// or none.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { Router } from 'wouter';
import { PhotoSlider } from '../../src/components/PhotoSlider.js';
import { home } from '../../src/content/home.js';
import { fill } from '../../src/lib/fill.js';
import { render } from '../helpers/render.js';
import {
  nine,
  renderSlider,
  scrollingStops,
  sliderWords,
  two,
  widthOfPhoto,
} from '../helpers/photo-slider.js';

describe('PhotoSlider', () => {
  it("shows each of the club's photos with its alt text, and a dot each when several", () => {
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

  it('shows every photo with its alt text, or hidden if decorative, the first dot current', () => {
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
    it(`wraps round from the last photo to the first and back (${slides.length})`, async () => {
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
