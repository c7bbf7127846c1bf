// records.yaml's records as typed: as the walk through the galas takes them (club-records.mjs),
// each holder named by the name rules, and records.yaml as visitors get it, without them.
import { typedWho } from './identity.mjs';
/** @import { Records } from '../../../src/content/schema/records.js' */
/** @import { NameRules } from './names.mjs' */
/** @import { TypedRecord } from './types.js' */

/**
 * @param {Records | undefined} records @param {NameRules} rules
 * @param {import('./people.mjs').Roster} people @param {(words: string) => string} groupName
 * @returns {TypedRecord[]}
 */
export function typedRecords(records, rules, people, groupName) {
  const whoTyped = typedWho(people.values());
  return (records?.records ?? []).filter(Boolean).map((r) => ({
    race: {
      distance: r.race.distance,
      stroke: r.race.stroke,
      relayCount: r.race.relayCount,
      course: r.pool,
    },
    gender: r.gender,
    ageGroup: groupName(r.ageGroup),
    holder: {
      ...typedHolder(r, rules),
      time: r.time,
      date: r.date,
      galaTitle: r.gala,
      who: whoTyped(Array.isArray(r.swimmer) ? r.swimmer : [r.swimmer]),
    },
  }));
}

// records.yaml as visitors get it: its words and the records the build works out, never the
// typed list as typed (which no page reads, and which holds names as written).
/** @param {Records | undefined} records @returns {Omit<Records, 'records'> | undefined} */
export const published = (records) => {
  if (!records) return records;
  const { records: _typed, ...rest } = records;
  return rest;
};

// A typed holder named by the rules: a relay's swimmers one by one (a list, as records.yaml's
// schema asks), each shown or withheld as names: and withheld: say.
/** @param {Records['records'][number]} record @param {NameRules} rules */
function typedHolder(record, rules) {
  if (Array.isArray(record.swimmer)) {
    const team = record.swimmer.map((n) => ({ name: rules.typed(n).name }));
    return { swimmer: { name: team.map((t) => t.name).join(', ') }, team };
  }
  return { swimmer: { name: rules.typed(record.swimmer).name } };
}
