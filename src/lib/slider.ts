// Arithmetic for the photo slider, kept apart from the component so it is easy to test.

/**
 * Where the strip stands, as a photo index: the photo nearest the left edge, or the last photo
 * once the strip is scrolled to its end (on wide screens the last photos never reach the edge).
 */
export function indexAt(
  scrollLeft: number,
  slideWidth: number,
  count: number,
  maxScroll: number,
): number {
  if (maxScroll > 0 && scrollLeft >= maxScroll - 1) return count - 1;
  const index = Math.round(scrollLeft / Math.max(slideWidth, 1));
  return Math.min(Math.max(index, 0), count - 1);
}

/**
 * How far an arrow moves the strip. The original site used "visible width − 400 px", which is
 * negative on a phone (it went backwards); never step less than one photo.
 */
export function arrowStep(visibleWidth: number, slideWidth: number): number {
  return Math.max(slideWidth, visibleWidth - 400);
}

/** Smooth scrolling, unless the visitor has asked their device for less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
