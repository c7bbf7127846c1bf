import type { WebLink } from '../content/schema/fields.js';

type Props = { links: WebLink[]; className?: string };

/** A list of links to other sites, each showing its name. */
export function WebLinks({ links, className }: Props) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}
