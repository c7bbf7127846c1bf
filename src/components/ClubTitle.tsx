import { site } from '../content/site.js';
import { SiteImage } from './SiteImage.js';

type Props = {
  /** Width of the wide logo, in CSS pixels. */
  width: number;
  className: string;
  /** Whether the picture is read out (false where the link around it already names the club). */
  named?: boolean;
};

/**
 * The club's wide logo; for a club without one (it is optional), its logo with its name beside it
 * as text.
 */
export function ClubTitle({ width, className, named = true }: Props) {
  if (site.logoWide)
    return (
      <SiteImage
        image={named ? site.logoWide : { ...site.logoWide, alt: '' }}
        width={width}
        className={className}
      />
    );
  return (
    <span className={`club-title ${className}`}>
      <SiteImage image={{ ...site.logo, alt: '' }} width={64} />
      <span className="club-title__name">{site.name}</span>
    </span>
  );
}
