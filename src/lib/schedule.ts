// A gala's day on a parent's phone: the swimmers they picked (kept on the phone, never sent),
// and each one's next swim by the phone's clock. The build's HTML, and a page without scripts,
// shows everyone's swims and no "next", so it wakes up as it was written.
import { useSyncExternalStore } from 'react';
import type { GalaSchedule, ScheduleSwim } from './gala-schedule-types.js';
import type { SwimmerRef } from './swim-types.js';
import { readStorage, writeStorage } from './safe-storage.js';

const key = 'gala-swimmers';

/** A swimmer's calendar file of a gala's day (`who`: their place in the schedule's list),
 * relative to the site root: written by the build (scripts/build/swim-calendar.mjs). */
export const swimCalendarFile = (galaId: string, who: number) =>
  `results/${galaId}/swims-${who + 1}.ics`;

/** A swimmer as the picks keep them: their page's address, or their name where they have none. */
export const pickKey = (swimmer: SwimmerRef) => swimmer.slug ?? swimmer.name;

// The picks as stored, read afresh each time (another tab may change them), parsed once per
// change so React sees the same list until then.
let raw: string | null | undefined;
let parsed: string[] = [];
/** The last picks made on this page: all there is where the phone keeps no site data. */
let made: string | null = null;
const stored = (): string[] => {
  const now = readStorage(key) ?? made;
  if (now === raw) return parsed;
  raw = now;
  try {
    const list: unknown = JSON.parse(now ?? '[]');
    parsed = Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    parsed = [];
  }
  return parsed;
};

// Every part of the page showing picks hears a change made in any (the day and the entries).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: string[] = [];

/** The picked swimmers' keys (none while the build's HTML wakes up), and a way to change them. */
export function usePicks(): [string[], (picks: string[]) => void] {
  const picks = useSyncExternalStore(subscribe, stored, () => none);
  const change = (next: string[]) => {
    made = JSON.stringify(next);
    writeStorage(key, made);
    for (const listener of listeners) listener();
  };
  return [picks, change];
}

/** When a swim's heat starts, by the phone's clock (the pool's local time). */
export const swimMoment = (date: string, at: string) => new Date(`${date}T${at}:00`).getTime();

/** The phone's day, year-month-day, at `now`. */
export function localDay(now: number) {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(
    d.getDate(),
  ).padStart(2, '0')}`;
}

/** A swim still to come: its heat starts later, or began less than ten minutes ago. */
const gone = 10 * 60_000;

/** Each picked swimmer's next swim, soonest first. */
export function nextSwims(schedule: GalaSchedule, chosen: Set<number>, now: number) {
  const next = new Map<number, { swim: ScheduleSwim; date: string; moment: number }>();
  for (const { date, swims } of schedule.sessions)
    for (const swim of swims) {
      if (!chosen.has(swim.who) || !swim.at || swim.status || next.has(swim.who)) continue;
      const moment = swimMoment(date, swim.at);
      if (moment > now - gone) next.set(swim.who, { swim, date, moment });
    }
  return [...next.values()].sort((a, b) => a.moment - b.moment);
}
