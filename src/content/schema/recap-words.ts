// The words of a gala's recap, opening its page and its feed entry (src/lib/gala-recap.ts),
// in results.yaml's `pages:` block (galas.ts).
import { word } from './fields.js';

export const recapWords = {
  /** The recap opening a gala's page (and its feed entry), a sentence each, those with nothing
   * to say left out: "{swimmers}", "{swims}", "{pbs}", "{firsts}"; "{list}" of improvements
   * ("{name} {drop} in the {race}"); "{records}"; "{gold}", "{silver}", "{bronze}"; "{list}" of
   * standards ("{count} for {standard}"). */
  recapSwims: word(
    '{swimmers} of our swimmers swam {swims} races: {pbs} personal bests and {firsts} first times.',
  ),
  /** Instead of `recapSwims` where it is every swimmer's first gala on the site; after it, where
   * it is some's ("{newcomers}"): the site knows none of their earlier times. */
  recapFirstGala: word(
    '{swimmers} of our swimmers swam {swims} races, at their first gala on this site: ' +
      'personal bests count from it.',
  ),
  recapNewcomers: word(
    'For {newcomers} of them it was their first gala on this site: their personal bests ' +
      'count from it.',
  ),
  recapImprovements: word('The biggest improvements: {list}.'),
  recapImprovement: word('{name} −{drop} in the {race}'),
  /** Who swam PBs: "{list}" of names, "{name} ({count})" for more than one. */
  recapPbs: word('Personal bests: {list}.'),
  recapPbsOf: word('{name} ({count})'),
  /** The swims of each list below: "{name}", "{race}", "{time}". */
  recapSwim: word('{name} in the {race} ({time})'),
  /** "{records}" how many, "{list}" the swims. */
  recapRecords: word('New club records ({records}): {list}.'),
  recapEqualled: word('Club records equalled: {list}.'),
  recapMedals: word('Medals: {gold} gold, {silver} silver, {bronze} bronze.'),
  recapStandards: word('Qualifying times met: {list}.'),
  recapStandard: word('{standard} ({count}): {list}'),
  /** What the meet's file notes beside times ("{note}", in its words), and the swims. */
  recapNote: word('“{note}”, says the meet: {list}.'),
};
