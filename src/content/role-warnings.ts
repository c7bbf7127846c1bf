// A warning, not a problem: words that speak of a club role (the Membership Secretary, say) the
// club does not name, left from a starter or from a role since deleted.
import type { Content, Problem } from './checks.js';

/** Club roles as words name them, capitalised as a title ("the Membership Secretary"): a role a
 * club may not have, so words that speak of one must be of a role the club names. */
const roleTitles = [
  'Membership Secretary',
  'Volunteer Coordinator',
  'Head Coach',
  'Competition Secretary',
  'Gala Secretary',
  'Gala Organiser',
  'Welfare Officer',
  'Club Secretary',
  'Treasurer',
  'Chairperson',
  'Coaching Coordinator',
  'Officials Coordinator',
];
/** Content whose words are the meets' own, not the club's. */
const notClubWords = new Set(['galas', 'seasons', 'swimmers', 'records', 'results', 'ui']);

/** Every piece of text in a value, with its path. */
function textsIn(
  value: unknown,
  path: (string | number)[] = [],
): { text: string; path: (string | number)[] }[] {
  if (typeof value === 'string') return [{ text: value, path }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsIn(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...path, key]));
  return [];
}

/** Words that speak of a role (roleTitles) that neither site.yaml's contacts nor people.yaml
 * name: left from a starter, or from a role the club has since deleted. */
export function roleWarnings(content: Content): Problem[] {
  const { site, people } = content;
  if (!site) return [];
  const named = [
    ...Object.values(site.contacts).map((c) => c.role),
    ...(people
      ? [
          ...people.committee.roles,
          ...people.executive.members.map((m) => m.role),
          ...people.coaching.roles.map((r) => r.title),
        ]
      : []),
  ];
  const has = (title: string) => named.some((role) => role.includes(title));
  const missing = roleTitles.filter((title) => !has(title));
  if (!missing.length) return [];
  return Object.entries(content)
    .filter(([collection]) => !notClubWords.has(collection))
    .flatMap(([collection, value]) =>
      textsIn(value).flatMap(({ text, path }) => {
        const title = missing.find((t) => new RegExp(`\\b${t}\\b`).test(text));
        if (!title) return [];
        const message =
          `speaks of the ${title}, a role neither site.yaml's contacts nor people.yaml's ` +
          'committee name: reword it to a role the club has ' +
          `(like the ${site.contacts.general.role}), or add that role`;
        return [{ collection, path, message }];
      }),
    );
}
