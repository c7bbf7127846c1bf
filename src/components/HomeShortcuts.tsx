import type { Home } from '../content/schema/home.js';
import { SiteLink } from './SiteLink.js';

/** The pages families look for most (training times, joining), one tap from the home page. */
export function HomeShortcuts({ shortcuts }: { shortcuts: Home['shortcuts'] }) {
  if (!shortcuts.length) return null;
  return (
    <ul className="home__shortcuts">
      {shortcuts.map((s) => (
        <li key={s.path}>
          <SiteLink to={s.path} className="home__shortcut">
            <strong>{s.title}</strong> <span>{s.text}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
