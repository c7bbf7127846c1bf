// The club records as the galas are walked: records.yaml's older ones first, then each gala's
// swims. A swim is marked CR only where it was the gala's fastest in a record's group and beat the
// record that stood before that gala (the first time swum in a group makes the table's entry, not
// a mark). Equal times to the hundredth are joint records: another swimmer (or team) equalling a
// record is marked `equalled`, never counted as new; a holder equalling their own changes nothing.
import { courses } from './codes.mjs';
import { byGroup, grownUp } from './groups.mjs';
/** @import { ClubRecords, RecordHolder } from '../../../src/lib/record-types.js' */
/** @import { Gender, Hundredths, Race } from '../../../src/lib/swim-types.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { Counted, TypedRecord } from './types.js' */
/** A holder with their age at the swim, for the tables' `adults`, and who they are (identity.mjs),
 * which stays in the build. @typedef {RecordHolder & { age?: number, who?: unknown }} Holder */
/** @typedef {{ race: Race, gender: Gender, group: string }} Entry */

const courseOrder = [...courses]; // the tables in the order codes.mjs lists the pools
const strokeOrder = ['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY'];
const genderOrder = ['F', 'M', 'X'];
export const raceKey = (/** @type {Race} */ r) =>
  `${r.course}|${r.relayCount}|${r.stroke}|${r.distance}`;
export const byRace = (/** @type {Race} */ a, /** @type {Race} */ b) =>
  courseOrder.indexOf(a.course) - courseOrder.indexOf(b.course) ||
  a.relayCount - b.relayCount ||
  strokeOrder.indexOf(a.stroke) - strokeOrder.indexOf(b.stroke) ||
  a.distance - b.distance;

/** @param {Pick<Results, 'ageGroups'>} settings */
export function clubRecords(settings) {
  /** gender|group|race → the record
   * @type {Map<string, Entry & { time: Hundredths, holders: Holder[] }>} */
  const records = new Map();
  /** `holder()` makes the holder only for a swim that is a record.
   * @param {string} key @param {() => Entry} entry @param {() => Holder} holder @param {Hundredths}
   * time */
  const claim = (key, entry, holder, time) => {
    const current = records.get(key);
    if (current && time > current.time) return;
    if (!current || time < current.time) {
      records.set(key, { ...entry(), time, holders: [holder()] });
      return;
    }
    const made = holder();
    const same = (/** @type {Holder} */ h) =>
      made.who !== undefined
        ? h.who === made.who
        : h.swimmer.name === made.swimmer.name && h.gala === made.gala && h.date === made.date;
    if (!current.holders.some(same)) current.holders.push(made);
  };

  return {
    /** @param {TypedRecord} record */
    typed({ race, gender, ageGroup, holder }) {
      claim(
        `${gender}|${ageGroup}|${raceKey(race)}`,
        () => ({ race, gender, group: ageGroup }),
        () => holder,
        holder.time,
      );
    },
    /** One gala's counted swims, in the order swum; `holderOf(c)` makes a swim's holder, whose
     * `who` is `whoOf(c)`. @param {Counted[]} counted @param {(c: Counted) => Holder} holderOf
     * @param {(c: Counted) => unknown} whoOf */
    gala(counted, holderOf, whoOf) {
      const keys = counted.map((c) => c.groups.map((group) => `${c.gender}|${group}|${c.raceKey}`));
      /** @type {Map<string, Hundredths>} */
      const fastest = new Map();
      counted.forEach((c, i) => {
        for (const key of keys[i])
          if ((fastest.get(key) ?? Infinity) > c.time) fastest.set(key, c.time);
      });
      // Marked against the records as they stood before the gala.
      counted.forEach((c, i) => {
        const stood = keys[i]
          .filter((key) => fastest.get(key) === c.time)
          .map((key) => records.get(key));
        if (stood.some((r) => r && c.time < r.time)) c.swim.record = true;
        else if (
          stood.some(
            (r) =>
              r &&
              c.time === r.time &&
              !r.holders.some((h) => h.who !== undefined && h.who === whoOf(c)),
          )
        )
          c.swim.equalled = true;
      });
      counted.forEach((c, i) => {
        /** @type {Holder | undefined} */
        let made;
        keys[i].forEach((key, g) =>
          claim(
            key,
            () => ({ race: c.race, gender: c.gender, group: c.groups[g] }),
            () => (made ??= holderOf(c)),
            c.time,
          ),
        );
      });
    },
    /** The tables, by pool, gender and age group; one that repeats another of its pool and gender
     * (every 16 and over record an Open one) is left out. `from`: the age the club's words call
     * swimmers women and men, marked on a table whose holders all were (or whose group is).
     * @param {number | undefined} from @returns {ClubRecords['tables']} */
    tables(from) {
      const groupOrder = byGroup(settings.ageGroups);
      const minOf = new Map(settings.ageGroups.map((g) => [g.name, g.min]));
      /** @type {Map<string, ClubRecords['tables'][number] & { ages: (number | undefined)[] }>} */
      const tables = new Map();
      for (const r of records.values()) {
        const key = `${r.race.course}|${r.gender}|${r.group}`;
        let table = tables.get(key);
        if (!table)
          tables.set(
            key,
            (table = {
              course: r.race.course,
              gender: r.gender,
              ageGroup: r.group,
              records: [],
              ages: [],
            }),
          );
        table.records.push({
          ...r.race,
          holders: r.holders.map(({ time, age, who, ...h }) => ({ ...h, time })),
        });
        table.ages.push(...r.holders.map((h) => h.age));
      }
      const sorted = [...tables.values()]
        .sort(
          (a, b) =>
            courseOrder.indexOf(a.course) - courseOrder.indexOf(b.course) ||
            genderOrder.indexOf(a.gender) - genderOrder.indexOf(b.gender) ||
            groupOrder(a.ageGroup, b.ageGroup),
        )
        .map(({ ages, ...t }) => {
          const adults = grownUp(from, ages, minOf.get(t.ageGroup));
          return { ...t, records: t.records.sort(byRace), ...(adults ? { adults: true } : {}) };
        });
      // Open's tables are kept; a group's that repeats one (Open's, or an earlier group's) is not,
      // and the one kept names it (`sameFor`), so a parent looking for "9 and under" finds it.
      const same = (/** @type {ClubRecords['tables'][number]} */ t) =>
        `${t.course}|${t.gender}|${JSON.stringify(t.records)}`;
      const kept = new Map(sorted.filter((t) => t.ageGroup === 'Open').map((t) => [same(t), t]));
      return sorted.filter((t) => {
        if (t.ageGroup === 'Open') return true;
        const first = kept.get(same(t));
        if (first) (first.sameFor ??= []).push(t.ageGroup);
        else kept.set(same(t), t);
        return !first;
      });
    },
  };
}
