// The site's colours, from the club's three in content/brand.yaml: the shades the design
// needs and the text colour readable on each coloured background (picked here, dark or light).
// Computed here once, in Node, so the check (brand-check.mjs) sees exactly what the stylesheet
// is given.
import Color from 'colorjs.io';
/** @import { Brand } from '../../src/content/schema/brand.js' */

// Paper and ink: not the club's colours, the same for every club.
const neutral = {
  background: '#ffffff',
  text: '#1b2a3a',
  muted: '#4a5b6c', // dates, hints, "last updated"
  'notice-surface': '#f2e8cf', // notices and cancelled sessions: a warm paper colour
  problem: '#a3161b', // the contact form's problems
};
const light = neutral.background;
const dark = neutral.text;

const hex = (/** @type {Color} */ color) =>
  color.to('srgb').toGamut().toString({ format: 'hex', collapse: false });
/** @param {string} a @param {string} b */
export const contrast = (a, b) => new Color(a).contrast(new Color(b), 'WCAG21');
/** @param {string} a @param {string} b @param {number} amountOfB */
const mix = (a, b, amountOfB) => hex(Color.mix(a, b, amountOfB, { space: 'srgb' }));
export const lightness = (/** @type {string} */ colour) =>
  /** @type {number} */ (new Color(colour).to('oklch').coords[0]);

/** The colour as #rrggbb, or null when it is not a colour CSS knows.
 * @param {unknown} value */
export function parseColour(value) {
  try {
    return hex(new Color(String(value).trim()));
  } catch {
    return null;
  }
}

// The same hue with its OKLCH lightness moved by `dl` (and its colourfulness scaled).
/** @param {string} colour @param {number} dl */
function shade(colour, dl, chroma = 1) {
  const c = new Color(colour).to('oklch');
  c.coords = [
    Math.min(1, Math.max(0, /** @type {number} */ (c.coords[0]) + dl)),
    (c.coords[1] || 0) * chroma,
    c.coords[2] || 0,
  ];
  return hex(c);
}

/** The nearest shade of `colour` (same hue, OKLCH lightness moved up or down, whichever is
 * closer) for which `passes` is true, or null when none is.
 * @param {string} colour @param {(candidate: string) => boolean} passes */
export function nearestShade(colour, passes) {
  for (let step = 0.01; step <= 1.001; step += 0.01) {
    for (const dl of [-step, step]) {
      const candidate = shade(colour, dl);
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}

/** @param {string} c @param {string[]} backgrounds @param {number} min */
const readable = (c, backgrounds, min) => backgrounds.every((bg) => contrast(c, bg) >= min);
/** The first of `candidates` readable on every one of `backgrounds` at `min`; when none is,
 * the one that comes closest (the check then says so).
 * @param {string[]} candidates @param {string[]} backgrounds @param {number} min */
const pick = (candidates, backgrounds, min) =>
  candidates.find((c) => readable(c, backgrounds, min)) ??
  candidates.toSorted(
    (a, b) =>
      Math.min(...backgrounds.map((bg) => contrast(b, bg))) -
      Math.min(...backgrounds.map((bg) => contrast(a, bg))),
  )[0];

/** White or dark words, whichever is readable on `background` at `min` (or closer to it): for
 * anything else drawn with words on a colour from content, like a squad's badge (a colour
 * its schema checked). @param {string} background */
export const wordsOn = (background, min = 4.5) =>
  pick([light, dark], [/** @type {string} */ (parseColour(background))], min);

// A button's shade under the pointer: a step lighter (and richer), unless its words would then
// be hard to read; then a step further from them, which keeps them readable.
/** @param {string} colour @param {string} words */
function hoverShade(colour, words) {
  const lighter = shade(colour, 0.107, 1.5);
  if (readable(words, [lighter], 4.5)) return lighter;
  return shade(colour, lightness(words) > lightness(colour) ? -0.107 : 0.107, 1.5);
}

/**
 * The stylesheet's colours from brand.yaml's `{ primary, accent, highlight? }` (any CSS colour
 * syntax, as its schema checked): each custom property's value by name, without "--".
 * @param {Brand} brand @returns {Record<string, string>}
 */
export function brandColours(brand) {
  const primary = /** @type {string} */ (parseColour(brand.primary));
  const accent = /** @type {string} */ (parseColour(brand.accent));
  const surface = mix(light, accent, 0.1); // pale boxes: a wash of the accent
  // No highlight given: the accent, or the nearest shade of it that a focus ring shows in.
  const ringShows = (/** @type {string} */ c) => readable(c, [light, surface], 3);
  const highlight = /** @type {string} */ (
    brand.highlight
      ? parseColour(brand.highlight)
      : ringShows(accent)
        ? accent
        : nearestShade(accent, ringShows)
  );
  const accentLight = mix(accent, light, 0.5); // table lines; an accent button under the pointer
  const onPrimary = wordsOn(primary);
  const primaryHover = hoverShade(primary, onPrimary);
  // Headings and the menu's words: the primary colour when it is readable on the page and on
  // the pale boxes, otherwise the nearest shade of it that is.
  const paper = [light, surface, neutral['notice-surface']]; // notices carry links too
  const primaryText = readable(primary, paper, 4.5)
    ? primary
    : (nearestShade(primary, (/** @type {string} */ c) => readable(c, paper, 4.5)) ?? dark);
  // On the accent the primary colour itself first, as the design has it.
  const onAccent = pick([primaryText, dark, light], [accent], 4.5);
  const accentHover = onAccent === light ? shade(accent, -0.1) : accentLight;
  return {
    ...neutral,
    surface,
    primary,
    'on-primary': onPrimary,
    'primary-hover': primaryHover,
    'primary-text': primaryText,
    link: readable(primaryHover, paper, 4.5) ? primaryHover : primaryText,
    accent,
    'on-accent': onAccent,
    'accent-hover': readable(onAccent, [accentHover], 4.5) ? accentHover : accent,
    'accent-light': accentLight,
    highlight,
    // The Contact page's club address line: its words are bold and large: 3:1 is enough there.
    'on-highlight': wordsOn(highlight, 3),
    focus: highlight,
    // Where the focus ring meets the primary colour (the footer): the highlight if it shows there.
    'focus-on-primary': readable(highlight, [primary], 3) ? highlight : onPrimary,
    'footer-link-hover': readable(accentLight, [primary], 4.5) ? accentLight : onPrimary,
  };
}

/** The colours as a stylesheet rule, put before the site's stylesheet by the build. */
export const brandCss = (/** @type {Record<string, string>} */ colours) =>
  `:root{${Object.entries(colours)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';')}}\n`;
