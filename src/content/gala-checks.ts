// results.yaml's and records.yaml's words must name what the other content files have.
import type { Content, Problem } from './checks.js';

/** "10-11" as results.yaml's age groups are named ("10–11"). */
export const groupName = (words: string) =>
  words
    .trim()
    .replace(/^(\d+)\s*[-–]\s*(\d+)$/, '$1–$2')
    .replace(/\s+/g, ' ');

/** results.yaml's galas name events in events.yaml; records.yaml's records are in age groups
 * results.yaml has. (That each gala results.yaml words has its file is the galas step's check.) */
export function galaChecks({ results, records, events }: Content): Problem[] {
  if (!results) return [];
  const ids = (events ?? []).flatMap((e) => (e?.id ? [e.id] : []));
  const groups = new Set(['Open', ...results.ageGroups.map((g) => g.name)]);
  return [
    ...Object.entries(results.galas).flatMap(([id, words]): Problem[] =>
      words.event && events && !ids.includes(words.event)
        ? [
            {
              collection: 'results',
              path: ['galas', id, 'event'],
              message:
                `there is no event with the id "${words.event}" in events.yaml; ` +
                `its ids are ${ids.join(', ')}`,
            },
          ]
        : [],
    ),
    ...(records?.records ?? []).flatMap((r, i): Problem[] =>
      r && !groups.has(groupName(r.ageGroup))
        ? [
            {
              collection: 'records',
              path: ['records', i, 'ageGroup'],
              message:
                `"${r.ageGroup}" is not one of the age groups in results.yaml: ` +
                [...groups].join(', '),
            },
          ]
        : [],
    ),
  ];
}
