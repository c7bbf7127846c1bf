import type { CSSProperties } from 'react';
import type { Squad } from '../content/schema/squads.js';
import { SiteImage } from './SiteImage.js';

type Props = { squads: Squad[] };

/** The squads in pathway order, each with its coloured badge. */
export function SquadBadges({ squads }: Props) {
  return (
    <ol className="squads">
      {squads.map((squad) => (
        <li key={squad.name} className="squad" style={{ '--squad-colour': squad.colour } as CSSProperties}>
          <SiteImage image={{ ...squad.badge, alt: '' }} width={100} lazy />
          <h3 className="squad__name">{squad.name}</h3>
          <p>{squad.summary}</p>
        </li>
      ))}
    </ol>
  );
}
