// The club's colours: as given, or taken from its logo with colorthief's palette (which reads
// the picture through sharp), or a calm blue and orange when there is neither.
import Color from 'colorjs.io';
import { getPalette } from 'colorthief';
import sharp from 'sharp';
import { brandProblems } from '../build/brand-check.mjs';

const fallback = { primary: '#1d4e89', accent: '#f4a259' };

/**
 * Whether a colour is written in a form CSS (and the site's build) understands.
 * @param {string} value
 */
export function isColour(value) {
  try {
    new Color(value);
    return true;
  } catch {
    return false;
  }
}

/** The logo's darkest colour (not its white background) as primary, its most colourful other
 * colour as accent. @param {string} file */
export async function coloursFromLogo(file) {
  const pixels = await sharp(file, { density: 150 })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const palette = ((await getPalette(pixels, { colorCount: 6 })) ?? []).map((c) => ({
    hex: c.hex(),
    oklch: new Color(c.hex()).to('oklch').coords,
  }));
  // colorjs types a coordinate as null when it is "none": 0, as arithmetic would count it.
  const usable = palette.filter(({ oklch: [l] }) => (l ?? 0) < 0.95);
  const primary = usable.toSorted((a, b) => (a.oklch[0] ?? 0) - (b.oklch[0] ?? 0))[0];
  const accent = usable
    .filter((c) => c !== primary)
    .toSorted((a, b) => (b.oklch[1] || 0) - (a.oklch[1] || 0))[0];
  return { primary: primary?.hex ?? fallback.primary, accent: accent?.hex ?? fallback.accent };
}

/** The colours to use: the ones given, the rest from the logo (if any) or the fallback. A
 * colour taken from the logo that would leave words hard to read becomes the nearest shade that
 * passes; a colour given that does is a problem to tell the club about (as the build would).
 * @param {{ primary?: string, accent?: string, logo?: string }} answers
 */
export async function clubColours({ primary, accent, logo }) {
  const found = !(primary && accent) && logo ? await coloursFromLogo(logo) : fallback;
  /** @type {{ primary: string, accent: string } & Record<string, string>} */
  const colours = { primary: primary || found.primary, accent: accent || found.accent };
  /** @type {Record<string, boolean>} */
  const given = { primary: Boolean(primary), accent: Boolean(accent) };
  const problems = [];
  for (const problem of brandProblems(colours)) {
    if (!given[problem.key] && problem.better) colours[problem.key] = problem.better;
    else problems.push(`--${problem.key}: ${problem.message}`);
  }
  return { colours, problems };
}

// The logo's white wave.
const wave =
  'M0 88c25-18 50-18 75 0s50 18 75 0 50-18 75 0v14c-25 18-50 18-75 0s-50-18-75 0-50 18-75 0z';

/**
 * A plain logo for a club without one: a roundel of waves in its colours, no lettering (so it
 * draws the same everywhere, fonts or none).
 * @param {{ primary: string, accent: string }} colours
 */
export const drawnLogo = ({
  primary,
  accent,
}) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
  <clipPath id="roundel"><circle cx="100" cy="100" r="96"/></clipPath>
  <g clip-path="url(#roundel)">
    <rect width="200" height="200" fill="${primary}"/>
    <path d="M0 118c25-18 50-18 75 0s50 18 75 0 50-18 75 0v90H0z" fill="${accent}"/>
    <path d="${wave}" fill="#ffffff"/>
  </g>
  <circle cx="100" cy="100" r="96" fill="none" stroke="#ffffff" stroke-width="6"/>
</svg>
`;
