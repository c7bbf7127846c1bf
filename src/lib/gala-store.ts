// A gala's module as the build stores it (scripts/build/galas/store.mjs), made a Gala again
// for its page: each swim's row back into its parts, each swimmer from the gala's list.
import type { Gala, StoredGala, StoredSwim, Swim } from './gala-types.js';

export function expandGala({ refs, events, ...gala }: StoredGala): Gala {
  const swimOf = ([who, age, time, place, marks = 0, status, splits, more]: StoredSwim): Swim => {
    const legs = Array.isArray(who)
      ? who.map(([i, legTime]) => ({ swimmer: refs[i]!, ...(legTime ? { time: legTime } : {}) }))
      : undefined;
    return {
      // A relay goes by its swimmers' names (the name filter finds it by any of them).
      swimmer: legs
        ? { name: legs.map((leg) => leg.swimmer.name).join(', ') }
        : refs[who as number]!,
      ...(age !== null ? { age } : {}),
      ...(time !== null ? { time } : {}),
      ...(place !== null ? { place } : {}),
      ...(status ? { status } : {}),
      ...(marks & 1 ? { pb: true } : {}),
      ...(marks & 2 ? { record: true } : {}),
      ...(marks & 4 ? { first: true } : {}),
      ...(marks & 8 ? { equalled: true } : {}),
      ...(splits ? { splits } : {}),
      ...more,
      ...(legs ? { legs } : {}),
    };
  };
  return {
    ...gala,
    events: events.map(({ swims, ...event }) => ({ ...event, swims: swims.map(swimOf) })),
  };
}
