import type { Picture } from '../content/schema/fields.js';
import { useAssetUrl } from '../lib/asset-url.js';
import { isPhoto, variantFormats, variantPath, variantWidths } from '../lib/image-variants.js';

type Props = {
  image: Picture;
  /** Width to show it at, in CSS pixels; the height keeps the picture's proportions. */
  width?: number;
  className?: string;
  /** Pictures below the first screen load only when the visitor scrolls near them. */
  lazy?: boolean;
  /** The largest picture of the first screen: fetched first (and preloaded in the HTML). */
  priority?: boolean;
  /** How wide it shows on the page, for choosing a photo's size (CSS `sizes`). */
  sizes?: string;
};

export function SiteImage({
  image,
  width = image.width,
  className,
  lazy = false,
  priority = false,
  sizes,
}: Props) {
  const assetUrl = useAssetUrl();
  const img = (
    <img
      src={assetUrl(image.src)}
      alt={image.alt}
      width={width}
      height={Math.round((image.height * width) / image.width)}
      className={className}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!isPhoto(image.src)) return img;
  const srcSet = (format: string) =>
    variantWidths(image.width)
      .map((w) => `${assetUrl(variantPath(image.src, w, format))} ${w}w`)
      .join(', ');
  const shownAt = sizes ?? `(max-width: ${width}px) 100vw, ${width}px`;
  return (
    <picture>
      {variantFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={shownAt} />
      ))}
      {img}
    </picture>
  );
}
