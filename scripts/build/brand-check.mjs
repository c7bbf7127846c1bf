// The brand's contrast check: every pair of colours the site draws words or a focus ring in,
// from the palette brand-palette.mjs works out, against WCAG 2.2 AA; for a pair that fails, a
// message naming the brand.yaml line to change and the nearest shade of it that passes.
import { brandColours, contrast, lightness, nearestShade, parseColour } from './brand-palette.mjs';
/** @import { Brand } from '../../src/content/schema/brand.js' */

// Rounded down, so a ratio shown as passing always does.
const ratio = (/** @type {string} */ a, /** @type {string} */ b) =>
  `${(Math.floor(contrast(a, b) * 10) / 10).toFixed(1)}:1`;

/**
 * Every pair of colours the site draws, in one place: `text` (words, or a focus ring) on `on`, at
 * least `min`:1 (WCAG 2.2 AA: 4.5 for text, 3 for large text, controls and focus rings). `key` is
 * the brand.yaml line to change when a pair fails; `what` says the pair to the volunteer. Most text
 * colours were picked to pass; they are listed all the same, as a pick fails when neither dark nor
 * white text is readable.
 * @typedef {{ text: string, on: string, min: number, key: 'primary' | 'accent' | 'highlight',
 * what: string }} Pair
 * @type {Pair[]}
 */
export const pairs = [
  ['text', 'background', 4.5, 'accent', "the page's words"],
  [
    'text',
    'surface',
    4.5,
    'accent',
    'words in the pale boxes, tinted with this colour, are hard to read',
  ],
  [
    'muted',
    'surface',
    4.5,
    'accent',
    'dates and hints in the pale boxes, tinted with this colour, are hard to read',
  ],
  [
    'problem',
    'surface',
    4.5,
    'accent',
    "the contact form's problems, on its box tinted with this colour, are hard to read",
  ],
  ['text', 'notice-surface', 4.5, 'accent', 'notices'],
  ['muted', 'background', 4.5, 'accent', 'dates and hints'],
  [
    'on-primary',
    'primary',
    4.5,
    'primary',
    'neither white nor dark words are readable on this colour, which the menu, buttons and ' +
      'footer are drawn in',
  ],
  [
    'on-primary',
    'primary-hover',
    4.5,
    'primary',
    'the words on buttons in this colour are hard to read under the pointer',
  ],
  [
    'primary-text',
    'background',
    4.5,
    'primary',
    'headings and the menu in this colour on the white page are hard to read',
  ],
  ['link', 'background', 4.5, 'primary', 'links on the white page are hard to read'],
  ['link', 'surface', 4.5, 'primary', 'links in the pale boxes are hard to read'],
  ['link', 'notice-surface', 4.5, 'primary', 'links in notices are hard to read'],
  [
    'footer-link-hover',
    'primary',
    4.5,
    'primary',
    'footer links under the pointer are hard to read',
  ],
  [
    'on-accent',
    'accent',
    4.5,
    'accent',
    'neither white nor dark words are readable on this colour, which the Submit button is drawn in',
  ],
  [
    'on-accent',
    'accent-hover',
    4.5,
    'accent',
    "the Submit button's word is hard to read under the pointer",
  ],
  [
    'on-highlight',
    'highlight',
    3,
    'highlight',
    'neither white nor dark words are readable on this colour, which the club address on the ' +
      'Contact page is drawn in',
  ],
  [
    'focus',
    'background',
    3,
    'highlight',
    'the keyboard focus ring in this colour is hard to see on the white page',
  ],
  [
    'focus',
    'surface',
    3,
    'highlight',
    'the keyboard focus ring in this colour is hard to see on the pale boxes',
  ],
  [
    'focus-on-primary',
    'primary',
    3,
    'highlight',
    'the keyboard focus ring is hard to see in the footer',
  ],
].map(([text, on, min, key, what]) => /** @type {Pair} */ ({ text, on, min, key, what }));

const failing = (/** @type {Record<string, string>} */ colours) =>
  pairs.filter((p) => contrast(colours[p.text], colours[p.on]) < p.min);

/**
 * The brand's problems: `{ key, message, better }`, one per brand.yaml line (its first failing
 * pair), with `better` the nearest shade of that colour for which every pair passes (or null).
 * @param {Brand} brand
 */
export function brandProblems(brand) {
  const colours = brandColours(brand);
  /** @type {{ key: Pair['key'], better: string | null, message: string }[]} */
  const problems = [];
  for (const pair of failing(colours)) {
    if (problems.some((p) => p.key === pair.key)) continue;
    const own = /** @type {string} */ (parseColour(brand[pair.key]));
    const better = nearestShade(
      own,
      (c) => !failing(brandColours({ ...brand, [pair.key]: c })).some((p) => p.key === pair.key),
    );
    const shade = better && (lightness(better) < lightness(own) ? 'darker' : 'lighter');
    const advice = better
      ? ` A ${shade} shade such as ${better} would pass`
      : ' Choose another colour';
    problems.push({
      key: pair.key,
      better,
      message:
        `${pair.what} (contrast ${ratio(colours[pair.text], colours[pair.on])}; ` +
        `at least ${pair.min}:1 is needed).${advice}`,
    });
  }
  return problems;
}
