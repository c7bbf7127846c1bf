import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { Router } from 'wouter';
import { SiteImage } from '../../src/components/SiteImage.js';
import { render } from '../helpers/render.js';

const photo = {
  src: 'images/gala.jpg',
  alt: 'Swimmers racing at the gala',
  width: 1600,
  height: 1000,
};
const artwork = { src: 'images/logo.svg', alt: 'Club emblem', width: 200, height: 200 };

describe('SiteImage', () => {
  it('offers a photo in AVIF and WebP at several widths, with its own size set', () => {
    const container = render(
      <Router>
        <SiteImage image={photo} width={800} />
      </Router>,
    );
    const img = within(container).getByRole('img', { name: photo.alt });
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['800', '500']);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.type)).to.deep.equal(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).to.equal(
      '/images/gala-480.avif 480w, /images/gala-960.avif 960w, /images/gala-1440.avif 1440w, ' +
        '/images/gala-1600.avif 1600w',
    );
  });

  it('shows SVG artwork as it is, lazily when asked', () => {
    const container = render(
      <Router base="/club">
        <SiteImage image={artwork} width={100} lazy />
      </Router>,
    );
    const img = within(container).getByRole('img', { name: artwork.alt });
    expect(img.getAttribute('src')).to.equal('/club/images/logo.svg');
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(container.querySelector('picture')).to.equal(null);
  });
});
