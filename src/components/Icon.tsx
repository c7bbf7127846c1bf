import type { IconName } from '../lib/icon-drawings.js';

type Props = { name: IconName; size?: number };

/**
 * A decorative icon, drawn from the page's IconSprite: the text beside it (or the control's label)
 * says what it means.
 */
export function Icon({ name, size = 24 }: Props) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
