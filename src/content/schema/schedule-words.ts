// The words of a gala's day from its start list or entries (src/lib/schedule-words.ts), in
// results.yaml's `pages:` block (galas.ts).
import { word } from './fields.js';

export const scheduleWords = {
  /** A gala's day, from its start list (before its results): how the list reads, the next swim
   * of each swimmer picked, the picker, each session's heading ("{session}" its name or
   * `scheduleSessionNumber`, "{date}"), its start and warm-up ("{time}", "{from}", "{until}"),
   * and each swim: its event ("{number}", "{event}"), an estimated time, the entry time. */
  scheduleIntro: word(
    "The start list is in: our swimmers' swims, session by session, each at its heat's start.",
  ),
  /** Each swimmer's calendar file ("{name}") and printed card (its columns' headings). */
  scheduleTools: word('Calendar files and cards to print'),
  scheduleCalendar: word('Calendar: {name}'),
  schedulePrint: word('Print the cards'),
  cardDay: word('Day'),
  cardEvent: word('Event'),
  cardHeat: word('Heat'),
  cardLane: word('Lane'),
  cardTime: word('Time'),
  scheduleEntries: word(
    "The entries are in: our swimmers' swims, session by session. Heats and lanes come with " +
      'the start list.',
  ),
  scheduleEstimated: word(
    '"About" marks a time worked out from the heats before it, not given by the meet.',
  ),
  scheduleNext: word('Next swim'),
  scheduleNone: word('Pick your swimmers to see their next swim first.'),
  scheduleDone: word('Your swimmers have no swims still to come here.'),
  schedulePick: word('Show only my swimmers'),
  schedulePickNote: word('Kept on this phone only; nothing is sent.'),
  scheduleSession: word('{session}, {date}'),
  scheduleSessionNumber: word('Session {number}'),
  scheduleStart: word('Starts {time}.'),
  scheduleWarmup: word('Warm-up {from}–{until}.'),
  scheduleWarmupUntil: word('Warm-up until {until}.'),
  scheduleEvent: word('Event {number}, {event}'),
  scheduleAbout: word('about {time}'),
  scheduleHeat: word('heat {heat}'),
  scheduleEntry: word('entry {entry}'),
  scheduleNotSeeded: word('heats not drawn yet'),
};
