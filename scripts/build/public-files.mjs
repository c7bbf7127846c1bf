// The pictures and documents in public/, and each picture's size, so content can name them
// without writing their size by hand.
import { join } from 'node:path';
import sharp from 'sharp';
import { listFiles } from '../files.mjs';

const imageFile = /\.(svg|jpe?g|png|webp|avif|gif)$/i;

/** Fills `publicFiles` (images: name → size; documents: names) from `publicDir`.
 * @param {string} publicDir
 * @param {typeof import('../../src/content/schema/fields.js').publicFiles} publicFiles */
export async function findPublicFiles(publicDir, publicFiles) {
  publicFiles.images.clear();
  publicFiles.documents.clear();
  const files = await listFiles(publicDir);
  for (const file of files) if (file.startsWith('documents/')) publicFiles.documents.add(file);
  // Every picture read at once (sharp works on several threads).
  const sizes = await Promise.all(
    files
      .filter((f) => imageFile.test(f))
      .map(
        async (file) =>
          /** @type {const} */ ([
            file,
            await sharp(join(publicDir, file))
              .metadata()
              .catch(() => null),
          ]),
      ),
  );
  for (const [file, meta] of sizes) {
    if (!meta?.width) continue;
    const turned = (meta.orientation ?? 1) >= 5; // a phone photo taken sideways
    publicFiles.images.set(
      file,
      turned
        ? { width: meta.height, height: meta.width }
        : { width: meta.width, height: meta.height },
    );
  }
}
