// Every squad content names must be a squad in squads.yaml, and the timetable's breaks must fall
// inside its terms.
import type { Content, Problem } from './checks.js';
import { readable, unique } from './list-checks.js';

/** Every squad an event is for must be one of the squads in squads.yaml. */
export function unknownSquads({ events, squads: listed }: Content): Problem[] {
  const squads = readable(listed);
  if (!events || !squads) return [];
  const names = squads.flatMap((s) => s.name);
  return events.flatMap((event, e) =>
    (event.squads ?? [])
      .map((squad, s) => ({ squad, s }))
      .filter(({ squad }) => !names.includes(squad))
      .map(({ squad, s }) => ({
        collection: 'events',
        path: [e, 'squads', s],
        message: `there is no squad called "${squad}"; the squads are ${names.join(', ')}`,
      })),
  );
}

/** The words for a break outside the terms, or in a timetable with none yet. */
const breakOutside = (
  b: { name: string; from: string; to: string },
  terms: { from: string; to: string }[],
) =>
  !terms.length
    ? `the break "${b.name}" has no term to fall in: there are no terms yet, so add the ` +
      "term's dates under terms:, or delete the break"
    : `the break "${b.name}" (${b.from === b.to ? b.from : `${b.from} to ${b.to}`}) is ` +
      `outside the terms (${terms.map((t) => `${t.from} to ${t.to}`).join(', ')}); there is ` +
      'no training between terms anyway, so check its dates, or add the term it belongs to';

/** Squads named in the timetable, its breaks, the Join page and notices' cancellations must be
 * squads in squads.yaml; each break must fall inside a term. */
export function trainingChecks({ training, join, notices, squads: listed }: Content): Problem[] {
  const squads = readable(listed);
  const names = (squads ?? []).flatMap((s) => s.name);
  const unknown = (collection: string, name: string, path: (string | number)[]): Problem[] =>
    squads && !names.includes(name)
      ? [
          {
            collection,
            path,
            message: `there is no squad called "${name}"; the squads are ${names.join(', ')}`,
          },
        ]
      : [];
  const allYear = training?.terms === 'all year';
  const terms = training && training.terms !== 'all year' ? training.terms : [];
  return [
    ...(training?.squads ?? []).flatMap((s, i) =>
      unknown('training', s.squad, ['squads', i, 'squad']),
    ),
    ...(training?.shared ?? []).flatMap((s, i) =>
      s.squads === 'all'
        ? []
        : s.squads.flatMap((name, n) => unknown('training', name, ['shared', i, 'squads', n])),
    ),
    ...unique(
      'training',
      training?.squads,
      (s) => s.squad,
      (i) => ['squads', i, 'squad'],
      'squad',
    ),
    ...(training?.breaks ?? []).flatMap((b, i) => [
      ...(b.squads ?? []).flatMap((name, n) =>
        unknown('training', name, ['breaks', i, 'squads', n]),
      ),
      ...(allYear || terms.some((t) => t.from <= b.from && b.to <= t.to)
        ? []
        : [{ collection: 'training', path: ['breaks', i], message: breakOutside(b, terms) }]),
    ]),
    ...(join?.squads ?? []).flatMap((s, i) => unknown('join', s.squad, ['squads', i, 'squad'])),
    ...(notices ?? []).flatMap((n, i) =>
      (n.cancels?.squads ?? []).flatMap((name, s) =>
        unknown('notices', name, [i, 'cancels', 'squads', s]),
      ),
    ),
  ];
}
