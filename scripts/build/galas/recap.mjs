// A gala's recap in figures, once its swims are marked (PBs, first times and records by the
// walk, standards by scripts/build/standards/): our valid swims, the new club records and those
// equalled, the three biggest improvements, who swam PBs, the swims that met each standard and
// what the meet's file notes beside a time ("New Masters Rekord"), each swim named as it shows
// on the page, with its event's place in the page's list (its anchor). src/lib/gala-recap.ts
// puts it in words, for the gala's page and its feed entry alike, counted as the page marks them.
/** @import { Gala } from '../../../src/lib/gala-types.js' */
/** @import { GalaRecap, RecapSwim } from '../../../src/lib/results-types.js' */
/** @import { SwimmerRef } from '../../../src/lib/swim-types.js' */

/** @param {Gala} gala @returns {GalaRecap} */
export function galaRecap(gala) {
  let swims = 0;
  /** @type {RecapSwim[]} */
  const records = [];
  /** @type {RecapSwim[]} */
  const equalled = [];
  /** @type {(RecapSwim & { drop: number })[]} */
  const drops = [];
  /** @type {Map<SwimmerRef, { count: number, event: number }>} */
  const pbs = new Map();
  /** @type {Map<string, RecapSwim[]>} */
  const standards = new Map();
  /** @type {Map<string, RecapSwim[]>} */
  const notes = new Map();
  gala.events.forEach((event, i) => {
    const race = {
      distance: event.distance,
      stroke: event.stroke,
      relayCount: event.relayCount,
      course: event.course,
    };
    for (const swim of event.swims) {
      if (!swim.time || swim.status) continue;
      swims++;
      /** @type {RecapSwim} */
      const named = { swimmer: swim.swimmer, race, event: i, time: swim.time };
      if (swim.record) records.push(named);
      if (swim.equalled) equalled.push(named);
      // Named swimmers only: a withheld swimmer (no page) is not singled out.
      if (swim.drop && swim.swimmer.slug) drops.push({ ...named, drop: swim.drop });
      if (swim.pb && swim.swimmer.slug) {
        const had = pbs.get(swim.swimmer);
        if (had) had.count++;
        else pbs.set(swim.swimmer, { count: 1, event: i });
      }
      for (const short of swim.met ?? [])
        standards.set(short, [...(standards.get(short) ?? []), named]);
      if (swim.note) notes.set(swim.note, [...(notes.get(swim.note) ?? []), named]);
    }
  });
  drops.sort((a, b) => b.drop - a.drop || a.swimmer.name.localeCompare(b.swimmer.name));
  return {
    swims,
    records,
    ...(equalled.length ? { equalled } : {}),
    improvements: drops.slice(0, 3),
    ...(pbs.size
      ? { pbs: [...pbs].map(([swimmer, { count, event }]) => ({ swimmer, count, event })) }
      : {}),
    standards: [...standards].map(([short, list]) => ({ short, swims: list })),
    ...(notes.size ? { notes: [...notes].map(([note, list]) => ({ note, swims: list })) } : {}),
  };
}
