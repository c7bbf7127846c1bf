import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { PhotoSlider } from '../../src/components/PhotoSlider.js';
import { home } from '../../src/content/home.js';
import { ui } from '../../src/content/ui.js';
import { render } from '../helpers/render.js';

// A fixed width makes the arithmetic predictable: one 300 px photo per view on this strip.
function renderSlider() {
  const container = render(
    <div style={{ width: '300px' }}>
      <Router>
        <PhotoSlider slides={home.slides} />
      </Router>
    </div>,
  );
  const slider = within(container);
  const strip = slider.getByRole('list', { name: ui.slider.label });
  strip.style.scrollBehavior = 'auto';
  return { slider, strip, user: userEvent.setup() };
}

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
    const { slider } = renderSlider();
    const region = slider.getByRole('region', { name: ui.slider.label });
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(slider.getAllByRole('group').map((g) => g.getAttribute('aria-label'))[2]).to.equal('3 of 6');
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
    const photoWidth = strip.querySelector('li')!.getBoundingClientRect().width;
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
