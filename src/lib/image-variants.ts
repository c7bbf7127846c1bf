// Photos (JPEG/PNG) are turned by the build into smaller copies for phones, in modern formats:
// photo.jpg → photo-480.avif, photo-480.webp, photo-960.avif, … next to the original.
// SVG artwork is sharp at every size and is used as it is.

/** The widths made for a photo: the steps below its own width, and its own width. */
export const variantWidths = (width: number): number[] => [
  ...[480, 960, 1440].filter((w) => w < width),
  width,
];

export const variantFormats = ['avif', 'webp'] as const;

export const isPhoto = (src: string): boolean => /\.(jpe?g|png)$/i.test(src);

/** "images/pool.jpg", 480, "webp" → "images/pool-480.webp" */
export const variantPath = (src: string, width: number, format: string): string =>
  src.replace(/\.[^.]+$/, `-${width}.${format}`);
