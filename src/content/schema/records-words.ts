// The words of /records and the top-times pages (/records/top-times/<id>), in results.yaml's
// `pages:` block (galas.ts).
import { word } from './fields.js';

export const recordsWords = {
  /** /records, when some galas' files give birth years only. */
  recordsByYearEnd: word(
    'Swims at galas whose files give birth years only count by age at the end of that year.',
  ),
  /** A records table that stands for others the same: "{table}" ("Girls, Open"), "{groups}". */
  sameTable: word('{table} (the same for {groups})'),
  /** A medley relay: backstroke, breaststroke, butterfly, freestyle. */
  medleyRelay: word('{count} × {distance} {unit} Medley relay'),
  /** The club's top times, a page per pool and gender (/records/top-times/25m-f) and this
   * season's beside it (/records/top-times/25m-f/season): their titles ("{gender}", "{pool}" as
   * the genders' and pools' words say, "{season}": 2026–27) and search description; the
   * headings of the all-time and this season's lists; "{gender}, {group}" over each table. */
  topTimesTitle: word('Top times: {gender}, {pool}'),
  topTimesSeasonTitle: word('Top times, {season} season: {gender}, {pool}'),
  topTimesDescription: word("The club's ten fastest swimmers in each race and age group: {title}."),
  topTimesAllTime: word('All time'),
  topTimesSeason: word('{season} season'),
  topTimesGroup: word('{gender}, {group}'),
  rank: word('Rank'),
};
