/** A long page's parts to jump to (a gala's events, the records' tables), folded on a phone
 * behind its label; plain links to the parts' ids, so it works without scripts. */
export function JumpList({ label, parts }: { label: string; parts: { id: string; name: string }[] }) {
  if (parts.length < 2) return null;
  return (
    <details className="jump-list">
      <summary>{label}</summary>
      <nav aria-label={label}>
        <ul>
          {parts.map(({ id, name }) => (
            <li key={id}>
              <a href={`#${id}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
