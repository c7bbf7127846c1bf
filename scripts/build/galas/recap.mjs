// A gala's recap in figures, once its swims are marked (PBs, first times and records by the
// walk, standards by scripts/build/standards/): our valid swims, new club records, the three
// biggest improvements and the swims that met each standard. src/lib/gala-recap.ts puts it in
// words, for the gala's page and its feed entry alike.

/** @param {import('../../../src/lib/gala-types.js').Gala} gala @returns {import('../../../src/lib/gala-types.js').GalaRecap} */
export function galaRecap(gala) {
  let swims = 0;
  let records = 0;
  const drops = [];
  const standards = new Map();
  for (const event of gala.events) {
    const race = { distance: event.distance, stroke: event.stroke, relayCount: event.relayCount, course: event.course };
    for (const swim of event.swims) {
      if (!swim.time || swim.status) continue;
      swims++;
      if (swim.record) records++;
      // Named swimmers only: a withheld swimmer (no page) is not singled out.
      if (swim.drop && swim.swimmer.slug) drops.push({ name: swim.swimmer.name, drop: swim.drop, race });
      for (const short of swim.met ?? []) standards.set(short, (standards.get(short) ?? 0) + 1);
    }
  }
  drops.sort((a, b) => b.drop - a.drop || a.name.localeCompare(b.name));
  return { swims, records, improvements: drops.slice(0, 3), standards: [...standards].map(([short, n]) => ({ short, swims: n })) };
}
