// A start list (or entries file) as the gala's day: each of our swimmers' swims by session, with
// event, heat, lane, entry time and when the heat starts. Where the file gives a heat no time,
// it is estimated from the last time the file gives (the session's, the event's or a heat's)
// and the length of each heat between (its slowest entry time and a changeover), and marked so.
// Only our club's swims are kept; a withheld swimmer (`who` gives none) is left out entirely.
import { lenexAgeWords } from './age.mjs';
import { eventFacts } from './event-facts.mjs';
/** @import { Athlete, Meet, MeetEvent } from './meet-types.js' */
/**
 * @import { GalaSchedule, ScheduleSession, ScheduleSwim }
 *   from '../../../src/lib/gala-schedule-types.js'
 */
/** @import { SwimmerRef } from '../../../src/lib/swim-types.js' */

/** Seconds between one heat's slowest finish and the next heat's start. */
const changeover = 30;
/** A heat's length with no entry times: seconds per metre, a slow swimmer's pace. */
const slowPace = 1.5;

const minutesOf = (/** @type {string} */ hhmm) =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clockOf = (/** @type {number} */ minutes) => {
  const m = Math.round(minutes);
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** When each heat starts (heatid → "09:35"), `estimated` where worked out rather than given.
 * @param {Meet} meet @returns {Map<string, { at: string, estimated?: true }>} */
export function heatStarts(meet) {
  // Every club's entries, for each heat's length only: no one's time is kept.
  /** @type {Map<string, number>} */
  const slowest = new Map();
  for (const s of meet.starts)
    if (s.heatId && s.entry && !s.status)
      slowest.set(s.heatId, Math.max(slowest.get(s.heatId) ?? 0, s.entry));
  /** @type {Map<string, { id: string, order: number, daytime?: string }[]>} */
  const byEvent = new Map();
  for (const [id, heat] of meet.heatTimes) {
    const list = byEvent.get(heat.eventId) ?? [];
    byEvent.set(heat.eventId, [...list, { id, ...heat }]);
  }
  /** @type {Map<string, { at: string, estimated?: true }>} */
  const starts = new Map();
  const events = [...meet.events.values()].sort((a, b) => a.order - b.order);
  for (const session of meet.sessions) {
    let clock = session.daytime ? minutesOf(session.daytime) : undefined;
    let given = true; // the clock stands at a time the file gives
    for (const e of events.filter(
      (ev) => ev.session === session.number && ev.date === session.date,
    )) {
      if (e.daytime) [clock, given] = [minutesOf(e.daytime), true];
      for (const heat of (byEvent.get(e.id) ?? []).sort((a, b) => a.order - b.order)) {
        if (heat.daytime) [clock, given] = [minutesOf(heat.daytime), true];
        if (clock === undefined) continue;
        starts.set(
          heat.id,
          given ? { at: clockOf(clock) } : { at: clockOf(clock), estimated: true },
        );
        clock += heatLength(slowest.get(heat.id), e) / 60;
        given = false;
      }
    }
  }
  return starts;
}

/**
 * Seconds from a heat's start to the next's. @param {number | undefined} slowest @param {MeetEvent}
 * e
 */
const heatLength = (slowest, e) =>
  (slowest ? slowest / 100 : e.distance * e.relayCount * slowPace) + changeover;

/**
 * @param {{ meet: Meet, ours: Set<number>, who: (athlete: Athlete) => SwimmerRef | undefined }}
 * args `who`: how one of ours shows, or undefined for a withheld swimmer.
 * @returns {GalaSchedule | undefined} undefined when none of ours is in the file
 */
export function scheduleOf({ meet, ours, who }) {
  const starts = heatStarts(meet);
  /** @type {Map<number, ScheduleSession>} */
  const sessions = new Map();
  for (const { number, name, date, daytime, warmupFrom, warmupUntil } of meet.sessions)
    sessions.set(number, {
      number,
      ...(name ? { name } : {}),
      date,
      ...present({ start: daytime, warmupFrom, warmupUntil }),
      swims: [],
    });
  /**
   * @type {Map<ScheduleSwim, { ref: SwimmerRef, when: string, order: number, heatOrder: number }>}
   */
  const rows = new Map();
  /** @type {Map<Athlete, SwimmerRef | undefined>} each athlete asked about once */
  const shown = new Map();
  for (const s of meet.starts) {
    const e = meet.events.get(s.eventId);
    if (!ours.has(s.athlete.club) || !e || e.relayCount > 1) continue;
    if (!shown.has(s.athlete)) shown.set(s.athlete, who(s.athlete));
    const ref = shown.get(s.athlete);
    const session = sessions.get(e.session);
    if (!ref || !session) continue;
    const heat = s.heatId === undefined ? undefined : meet.heats.get(s.heatId);
    // No heat yet (an entries file): the event's own time, as an estimate of the swim's.
    const heatStart = s.heatId === undefined ? undefined : starts.get(s.heatId);
    const start =
      heatStart ??
      (e.daytime && !s.status
        ? { at: e.daytime, estimated: /** @type {const} */ (true) }
        : undefined);
    const single =
      e.ageGroups.length === 1 ? lenexAgeWords(e.ageGroups[0].min, e.ageGroups[0].max) : undefined;
    const gender =
      e.gender === 'X' && (s.athlete.gender === 'F' || s.athlete.gender === 'M')
        ? s.athlete.gender
        : e.gender;
    /** @type {ScheduleSwim} */
    const swim = {
      who: -1,
      ...eventFacts(e, gender, single),
      ...present({
        heat,
        lane: s.lane && s.lane > 0 ? s.lane : undefined,
        entry: s.entry,
        at: start?.at,
        status: s.status,
      }),
      ...(start?.estimated ? { estimated: /** @type {const} */ (true) } : {}),
    };
    session.swims.push(swim);
    const heatOrder = (s.heatId && meet.heatTimes.get(s.heatId)?.order) || 0;
    // In the order swum: by the heat's time, else the event's (a withdrawn swim has no heat).
    rows.set(swim, { ref, when: start?.at ?? e.daytime ?? '', order: e.order, heatOrder });
  }
  if (!rows.size) return undefined;
  const swimmers = [...new Set([...rows.values()].map((r) => r.ref))].sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
  const index = new Map(swimmers.map((ref, i) => [ref, i]));
  /** @param {ScheduleSwim} a @param {ScheduleSwim} b */
  const inOrder = (a, b) => {
    const [x, y] = [rows.get(a), rows.get(b)];
    if (!x || !y) return 0;
    return x.when.localeCompare(y.when) || x.order - y.order || x.heatOrder - y.heatOrder;
  };
  for (const [swim, { ref }] of rows) swim.who = index.get(ref) ?? -1;
  const kept = [...sessions.values()]
    .filter((s) => s.swims.length)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''));
  for (const session of kept) session.swims.sort(inOrder);
  return { swimmers, sessions: kept, ...(meet.address ? { address: meet.address } : {}) };
}

/** The given ones of these, none as undefined (a module keeps no empty keys).
 * @template {Record<string, unknown>} T @param {T} values @returns {Partial<T>} */
const present = (values) =>
  /** @type {Partial<T>} */ (
    Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
  );
