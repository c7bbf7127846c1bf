type Props = { items: { term: string; detail: string }[] };

/** Roles as cards: a role's name and what it does (or who holds it). */
export function RoleList({ items }: Props) {
  return (
    <dl className="roles">
      {items.map(({ term, detail }) => (
        <div key={term} className="roles__item">
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
