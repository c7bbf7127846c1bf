type Props = { items: string[]; className?: string };

/** A bulleted list of plain content lines. */
export function TextList({ items, className }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
