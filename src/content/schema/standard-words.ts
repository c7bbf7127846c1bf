// The words of qualifying times on a gala's, a swimmer's and a standard's page
// (src/lib/standard-words.ts), in results.yaml's `pages:` block (galas.ts).
import { word } from './fields.js';

export const standardWords = {
  /** No longer shown (a swim that met a standard says so in the sentences below); kept so a
   * results.yaml that has them stays valid. */
  metMark: word('{standard} time'),
  metWords: word('met the qualifying time for {name}'),
  consideredMark: word('{standard} consideration'),
  consideredWords: word('met the consideration time for {name}'),
  /** A swimmer's page: the standards they have swum for, each a link to its page; /results,
   * /records and a gala's page: before the links to every standard's page. */
  standardsHeading: word('Qualifying times'),
  /** A time against a standard, the same sentence on a gala's, a swimmer's and the standard's
   * page, after the time: "{standard}" its short name, "{target}" its own time (the consideration
   * time where that is what was met), "{gap}" the margin; "{time}" the swim's time. */
  standardMet: word('met the {standard} time of {target} by {gap} s'),
  standardConsidered: word('met the {standard} consideration time of {target} by {gap} s'),
  standardToGo: word('{gap} s off the {standard} time of {target}'),
  /** A standard's page (/standards/<file name>): its search description ("{name}"), its rules,
   * and per race and age who met it and who is within its margin ("{close}" per cent). */
  standardDescription: word('Who has met the {name} qualifying times, and who is close.'),
  standardAgesOn: word('Ages are taken on {date}.'),
  standardAgesOnDay: word('Ages are taken on the day of each swim.'),
  standardWindow: word('Swims from {from} to {to} count.'),
  standardFrom: word('Swims from {from} count.'),
  standardTo: word('Swims up to {to} count.'),
  standardCloseNote: word('Close: within {close} % of the time.'),
  /** "{ages}" the ages ("11–12"), "{gender}" as the genders' words say. */
  standardGroup: word('{gender}, {ages}'),
  standardAgesUnder: word('{age} and under'),
  standardAgesOver: word('{age} and over'),
  /** A standard whose times are all for one pool: "{pool}" as the pools' words say. */
  standardPool: word('Times for a {pool}.'),
  standardTime: word('Time {time}'),
  standardConsider: word('consideration {time}'),
  standardLimit: word('faster than {time} is too fast'),
  standardMetList: word('Met'),
  standardCloseList: word('Close'),
  standardNone: word('No swimmer has met these times or come close yet.'),
};
