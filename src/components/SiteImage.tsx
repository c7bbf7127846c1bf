import type { ImageAsset } from '../content/types.js';
import { useAssetUrl } from '../lib/asset-url.js';

type Props = {
  image: ImageAsset;
  /** Width to show it at, in CSS pixels; the height keeps the picture's proportions. */
  width?: number;
  className?: string;
  /** Pictures below the first screen load only when the visitor scrolls near them. */
  lazy?: boolean;
};

export function SiteImage({ image, width = image.width, className, lazy = false }: Props) {
  const assetUrl = useAssetUrl();
  return (
    <img
      src={assetUrl(image.src)}
      alt={image.alt}
      width={width}
      height={Math.round((image.height * width) / image.width)}
      className={className}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
