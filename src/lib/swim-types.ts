// What every gala module's shapes are made of: pools, strokes, races, times and swimmers as
// the pages name them. The build (scripts/build/galas/) writes the modules from the meets' own
// Lenex files (content/galas/*.lxf|lef, with content/results.yaml and content/records.yaml); the
// pages (src/pages/Results*, Gala*, Records*, Swimmer*, Standard*, TopTimes*) read them. No
// birthdate, licence number or athlete id is ever part of them.

/** Pool: 25 m, 50 m, or 25 yd (Lenex SCM, LCM, SCY). Times in different pools never mix.
 * Extended (gdata): the odd lengths Lenex names (SCM16, SCM20, SCM33; SCY20, SCY27, SCY33,
 * SCY36) and open water (OPEN) are read too, each its own list. */
export type Course =
  | 'SCM'
  | 'LCM'
  | 'SCY'
  | 'SCM16'
  | 'SCM20'
  | 'SCM33'
  | 'SCY20'
  | 'SCY27'
  | 'SCY33'
  | 'SCY36'
  | 'OPEN';

/** Lenex strokes; UNKNOWN (a kicking drill, say) is shown but never counts for PBs or records. */
export type Stroke =
  | 'FREE'
  | 'BACK'
  | 'BREAST'
  | 'FLY'
  | 'MEDLEY'
  | 'UNKNOWN'
  | 'APNEA'
  | 'BIFINS'
  | 'IMMERSION'
  | 'IMRELAY'
  | 'SURFACE';

/** F girls/women, M boys/men, X mixed (relays, or events open to all). */
export type Gender = 'F' | 'M' | 'X';

/** A race as clubs name it: "100 m Backstroke", "4 × 50 m Freestyle". */
export type Race = { distance: number; stroke: Stroke; relayCount: number; course: Course };

/** A swim time in hundredths of a second (1:05.32 is 6532). */
export type Hundredths = number;

/** A swimmer as the club's content says names show: `slug` is absent when the family asked
 * for the swimmer's results to be withheld (shown as "Club swimmer", no swimmer page). */
export type SwimmerRef = {
  name: string;
  slug?: string;
  /** Set only where another of the club's swimmers shows under the same name: what tells them
   * apart, shown beside the name ("11–12", or "Girls, 11–12"), the age group of their latest gala.
   * */
  group?: string;
  /** A name not in plain ASCII: its words in Latin letters, as the name filters match them
   * ("anya s." for "Аня С."; scripts/build/galas/filter-key.mjs). */
  key?: string;
};
