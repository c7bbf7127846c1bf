import type { PartText } from '../content/schema/fields.js';

type Props = { items: (string | PartText)[]; className?: string };

/** A bulleted list of plain content lines (one about a part the site lacks never gets here). */
export function TextList({ items, className }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const line = typeof item === 'string' ? item : item.text;
        return <li key={line}>{line}</li>;
      })}
    </ul>
  );
}
