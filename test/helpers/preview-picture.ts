// For Node tests of built sites: the picture a built page's link previews show, as its tags say
// and as the file in the built site is.
import { join } from 'node:path';
import sharp from 'sharp';

/** The page's og:/twitter: picture tags, and the size and type of the file they name (in `dir`,
 * the built site served under `base`). */
export async function previewPicture(doc: Document, dir: string, base: string) {
  const tag = (selector: string) =>
    doc.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  const url = tag('property="og:image"')!;
  const file = await sharp(
    join(dir, decodeURIComponent(new URL(url).pathname.slice(base.length))),
  ).metadata();
  return {
    url,
    twitterUrl: tag('name="twitter:image"'),
    stated: {
      width: Number(tag('property="og:image:width"')),
      height: Number(tag('property="og:image:height"')),
      type: tag('property="og:image:type"'),
    },
    actual: { width: file.width, height: file.height, type: `image/${file.format}` },
    alt: tag('property="og:image:alt"'),
    twitterAlt: tag('name="twitter:image:alt"'),
  };
}
