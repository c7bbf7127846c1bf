/** A long page's parts to jump to (a gala's events, the records' tables), folded on a phone
 * behind its label; plain links to the parts' ids, so it works without scripts. `id`: its list's,
 * for a link back up to it (a browser opens the folded list to show it). */
export function JumpList({
  label,
  parts,
  id,
}: {
  label: string;
  parts: { id: string; name: string }[];
  id?: string;
}) {
  if (parts.length < 2) return null;
  return (
    <details className="jump-list">
      <summary>{label}</summary>
      <nav aria-label={label} id={id}>
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
