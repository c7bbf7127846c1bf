// Every place content names must be a venue in venues.yaml.
import type { Content, Problem } from './checks.js';
import { readable } from './list-checks.js';

/** Every training session's pool and every event's place must be a venue in venues.yaml. */
export function unknownVenues({ venues: listed, training, events }: Content): Problem[] {
  const venues = readable(listed);
  if (!venues) return [];
  // A name pasted thousands of times long is listed cut short, so the message stays readable.
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
  const names = venues.flatMap((v) => v.name);
  const unknown = (collection: string, name: string, path: (string | number)[]): Problem[] =>
    names.includes(name)
      ? []
      : [
          {
            collection,
            path,
            message:
              `there is no venue called "${short(name)}" in venues.yaml; the venues are ` +
              `${names.map(short).join(', ')}. Write one of them as it is written there, or ` +
              'add this one to venues.yaml',
          },
        ];
  return [
    ...(training?.squads ?? []).flatMap((s, i) =>
      s.sessions.flatMap((session, n) =>
        unknown('training', session.pool, ['squads', i, 'sessions', n, 'pool']),
      ),
    ),
    ...(training?.shared ?? []).flatMap((s, i) =>
      s.sessions.flatMap((session, n) =>
        unknown('training', session.pool, ['shared', i, 'sessions', n, 'pool']),
      ),
    ),
    ...(events ?? []).flatMap((event, e) => unknown('events', event.place, [e, 'place'])),
  ];
}
