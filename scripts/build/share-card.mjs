// The link-preview card (og:image): 1200 × 630 pixels, the size Facebook, WhatsApp and X show
// best, as PNG (they ignore SVG; logo-files.mjs makes a large one a JPEG). The club's logo on
// a white panel, its name beside it, on its primary colour with an accent bar. satori lays the
// name out (wrapping a long one) from the Inter font file @expo-google-fonts/inter ships,
// and gives it as shapes, not text, so the card looks the same on any machine, one with no
// fonts installed too; sharp paints it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Color from 'colorjs.io';
import { createElement as h } from 'react';
import satori from 'satori';
import sharp from 'sharp';

const card = { width: 1200, height: 630 };
const panel = { left: 60, top: 90, size: 450, padding: 40 };

// Inter Bold, whole (Latin with every accent, Greek, Cyrillic, Vietnamese), as Google Fonts
// gives it. (@fontsource's files are cut by alphabet, and satori cannot mix them: each draws
// the others' letters as empty boxes.)
const fontFile = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
);

/** White or near-black, whichever reads better on the background. @param {string} background */
function textOn(background) {
  const [white, black] = ['#ffffff', '#111111'];
  return Color.contrast(background, white, 'WCAG21') >= Color.contrast(background, black, 'WCAG21')
    ? white
    : black;
}

// Smaller letters for longer names, so any name fits in three lines or so.
const fontSize = (/** @type {string} */ name) =>
  name.length <= 24 ? 80 : name.length <= 48 ? 64 : 48;

/**
 * The card as PNG: `logo` a PNG buffer of the logo, `name` the club's, `colours` { primary, accent
 * }.
 * @param {{ logo: Buffer, name: string, colours: { primary: string, accent: string } }} args
 */
export async function shareCard({ logo, name: written, colours }) {
  // Emoji are not letters the font has (it would draw a box).
  const name = written.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '').trim();
  const fonts = [
    {
      name: 'Inter',
      data: await readFile(fontFile),
      weight: /** @type {const} */ (700),
      style: /** @type {const} */ ('normal'),
    },
  ];
  const layout = h(
    'div',
    {
      style: {
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        background: colours.primary,
        fontFamily: 'Inter',
      },
    },
    h('div', {
      style: {
        width: panel.size,
        height: panel.size,
        marginLeft: panel.left,
        flexShrink: 0,
        background: '#ffffff',
        borderRadius: 48,
      },
    }),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', flex: 1, margin: '0 60px' } },
      h(
        'div',
        { style: { color: textOn(colours.primary), fontSize: fontSize(name), lineHeight: 1.15 } },
        name,
      ),
      h('div', {
        style: {
          width: 160,
          height: 14,
          marginTop: 36,
          background: colours.accent,
          borderRadius: 7,
        },
      }),
    ),
  );
  const svg = await satori(layout, { ...card, fonts });
  const inner = panel.size - 2 * panel.padding;
  const fitted = await sharp(logo)
    .resize(inner, inner, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const at = (/** @type {number} */ room, /** @type {number} */ used) =>
    Math.round((room - used) / 2);
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: fitted.data,
        left: panel.left + panel.padding + at(inner, fitted.info.width),
        top: (card.height - panel.size) / 2 + panel.padding + at(inner, fitted.info.height),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
