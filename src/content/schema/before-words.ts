// The words of a gala's page before its heats are drawn, from its invitation
// (src/lib/before-words.ts), in results.yaml's `pages:` block (galas.ts).
import { word } from './fields.js';

export const beforeWords = {
  /** Before a gala, from its invitation: what each of our swimmers may enter. "{date}", "{from}",
   * "{until}"; the meet's own word for how it converts times ("{conversion}"); per event and
   * swimmer: "{time}" their best, "{target}" the time to beat, "{limit}" the upper limit,
   * "{gap}" how far off, "{pool}" as the pools' words say, "{gala}" where the best was swum. */
  beforeIntro: word(
    "The meet's invitation is in: the events each of our swimmers may enter, by their age on " +
      "the meet's date, with their best time from the galas on this site.",
  ),
  beforeDeadline: word('Entries close on {date}.'),
  beforeAgesOn: word('Ages are on {date}.'),
  beforeWindow: word('Times swum from {from} to {until} count.'),
  beforeUntil: word('Times swum up to {until} count.'),
  beforeConversion: word(
    'The meet converts a time from another pool length ({conversion}); this site does not, ' +
      'so it shows such a time as swum.',
  ),
  beforeSessions: word('Sessions'),
  beforeBySwimmer: word('Who may enter what'),
  beforeByEvent: word('Event by event (for coaches)'),
  beforeAge: word('{age} on the meet’s date'),
  beforeMeets: word('best {time} ({gala}): meets the time, {target}'),
  beforeOff: word('best {time} ({gala}): {gap} off the time, {target}'),
  beforeTooFast: word('best {time} ({gala}): faster than the upper limit, {limit}'),
  beforeBest: word('best {time} ({gala})'),
  beforeTarget: word('the time is {target}'),
  beforeNoTime: word('no time on this site in the window, so the site cannot judge it'),
  beforeOtherPool: word('only a time in a {pool} ({time}): the site does not convert it'),
};
