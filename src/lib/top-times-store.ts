// A pool's top times as the build stores them (scripts/build/galas/top-times.mjs), made whole
// again for its page: each swim's row back into its parts, swimmers and galas from the lists.
import type { StoredTopTime, StoredTopTimes, TopTime, TopTimes } from './top-times-types.js';

export function expandTopTimes({ refs, galas, tables, ...top }: StoredTopTimes): TopTimes {
  const swimOf = ([who, time, date, gala]: StoredTopTime): TopTime => {
    const [id, title] = galas[gala]!;
    const team = Array.isArray(who) ? who.map((i) => refs[i]!) : undefined;
    return {
      swimmer: team ? { name: team.map((s) => s.name).join(', ') } : refs[who as number]!,
      ...(team ? { team } : {}),
      time,
      date,
      gala: id,
      galaTitle: title,
    };
  };
  return {
    ...top,
    tables: tables.map(({ races, ...table }) => ({
      ...table,
      races: races.map(({ swims, ...race }) => ({
        ...race,
        course: top.course,
        swims: swims.map(swimOf),
      })),
    })),
  };
}
