import type { CSSProperties } from 'react';
import type { Squad } from '../content/schema/squads.js';
import { fill } from '../lib/fill.js';
import { squadAnchor, trainingPath } from '../lib/training-paths.js';
import { SiteImage } from './SiteImage.js';
import { SquadBadge } from './SquadBadge.js';
import { SiteLink } from './SiteLink.js';

/** trainingLink: words for a link to each squad's training times ("{squad}" filled in). */
type Props = { squads: Squad[]; trainingLink?: string };

/**
 * The squads in pathway order, each with its badge (the club's artwork, or drawn from its colour).
 */
export function SquadBadges({ squads, trainingLink }: Props) {
  return (
    <ol className="squads">
      {squads.map((squad) => (
        <li
          key={squad.name}
          className="squad"
          style={{ '--squad-colour': squad.colour } as CSSProperties}
        >
          {/* The name follows: the badge, artwork or drawn, is decoration. */}
          {squad.badge ? (
            <SiteImage image={{ ...squad.badge, alt: '' }} width={100} lazy />
          ) : (
            <SquadBadge squad={squad} />
          )}
          <h3 className="squad__name">{squad.name}</h3>
          <p>{squad.summary}</p>
          {trainingLink && (
            <p>
              <SiteLink to={`${trainingPath}#${squadAnchor(squad.name)}`}>
                {fill(trainingLink, { squad: squad.name })}
              </SiteLink>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
