import { useRef, useState } from 'react';
import type { Picture } from '../content/schema/fields.js';
import { ui } from '../content/ui.js';
import { fill } from '../lib/fill.js';
import { arrowStep, indexAt, scrollBehaviour } from '../lib/slider.js';
import { useMounted } from '../lib/use-mounted.js';
import { Icon } from './Icon.js';
import { SiteImage } from './SiteImage.js';

type Props = { slides: Picture[] };

/** The home page's photos: none, nothing; one, the photo alone; more, a slider. */
export function PhotoSlider({ slides }: Props) {
  if (slides.length > 1) return <Slider slides={slides} />;
  return slides[0] ? (
    <div className="slider slider--single">
      <SiteImage image={slides[0]} priority />
    </div>
  ) : null;
}

/** A row of photos that scrolls sideways (swipe, arrows or dots), one photo snapping into place. */
function Slider({ slides }: Props) {
  const words = ui.slider;
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The prerendered buttons can't act before React has arrived: until then they say so.
  const live = useMounted();

  const slideWidth = () =>
    strip.current?.querySelector('.slider__slide')?.getBoundingClientRect().width ?? 1;
  const scrollBy = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    const step = arrowStep(el.clientWidth, slideWidth());
    const atEnd = direction > 0 && el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    const atStart = direction < 0 && el.scrollLeft <= 0;
    // Past either end the strip wraps round, as visitors expect of a slideshow.
    const left = atEnd ? 0 : atStart ? el.scrollWidth : el.scrollLeft + direction * step;
    el.scrollTo({ left, behavior: scrollBehaviour() });
  };
  const show = (index: number) =>
    strip.current?.scrollTo({ left: index * slideWidth(), behavior: scrollBehaviour() });
  const onScroll = () => {
    const el = strip.current;
    if (el)
      setCurrent(
        indexAt(el.scrollLeft, slideWidth(), slides.length, el.scrollWidth - el.clientWidth),
      );
  };

  return (
    <section
      className="slider"
      aria-roledescription={words.roleDescription}
      aria-label={words.label}
    >
      {/* The strip takes focus so the arrow keys can scroll it. Slides are groups, as in the
          WAI-ARIA carousel pattern (a list would allow list items only). */}
      <div
        className="slider__strip"
        ref={strip}
        onScroll={onScroll}
        /* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must
           take focus (axe: scrollable-region-focusable) */
        tabIndex={0}
        role="group"
        aria-label={words.stripLabel}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.src}
            className="slider__slide"
            role="group"
            aria-roledescription={words.slideRoleDescription}
            aria-label={fill(words.slideLabel, { n: i + 1, total: slides.length })}
          >
            <SiteImage image={slide} lazy={i > 0} priority={i === 0} />
          </div>
        ))}
      </div>
      <div className="slider__controls">
        <button
          type="button"
          className="slider__arrow"
          aria-label={words.previous}
          disabled={!live}
          onClick={() => scrollBy(-1)}
        >
          <Icon name="previous" />
        </button>
        <div className="slider__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              className="slider__dot"
              aria-label={fill(words.goTo, { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              disabled={!live}
              onClick={() => show(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="slider__arrow"
          aria-label={words.next}
          disabled={!live}
          onClick={() => scrollBy(1)}
        >
          <Icon name="next" />
        </button>
      </div>
    </section>
  );
}
