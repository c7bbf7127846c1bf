// The results pages' shapes: the galas' list and its seasons.
//   content/galas.js         export const galas: GalaSummary[] (the newest season's, newest
//                            first) and earlierSeasons: SeasonLink[] (the others, newest first)
//   content/seasons/<id>.js  export const season: Season (one module per season)

import type { Course, Hundredths, Race, SwimmerRef } from './swim-types.js';

export type GalaSummary = {
  /** The gala's address, /results/<id>: the meet's first month and name (2025-03-international-
   * swim-meeting-erlangen), or the one results.yaml gives; never the file's name. */
  id: string;
  title: string;
  /** First and last day, year-month-day. */
  firstDay: string;
  lastDay: string;
  /** e.g. "2025–26": September to August, as clubs count seasons. */
  season: string;
  venue: string;
  course: Course;
  /** How many of the club's swimmers swam, their PBs, first times (a swimmer's first valid swim
   * of a race) and medals (places 1–3 within the meet's own age groups). */
  swimmers: number;
  pbs: number;
  firsts: number;
  /** How many of them swam at their first gala on the site: their PBs count from it (none of
   * their swims there is a PB or a first time). */
  newcomers?: number;
  medals: { gold: number; silver: number; bronze: number };
  /** false when the file holds entries but no results yet. */
  hasResults: boolean;
  /** The id of the event in events.yaml this gala was, when results.yaml says so. */
  event?: string;
  /** What the gala's recap says besides the counts above (its page and its feed entry). */
  recap?: GalaRecap;
};

/** A swim a gala's recap names: the swimmer as the page shows them (a relay: its team's names),
 * the race, its time and its event's place in the gala's list (the page's #event-<n + 1>). */
export type RecapSwim = { swimmer: SwimmerRef; race: Race; event: number; time: Hundredths };

/** A gala's recap in figures (src/lib/gala-recap.ts puts it in words): our valid swims, the new
 * club records and those equalled, the three biggest PB drops, who swam PBs (each once, with how
 * many), the swims that met each standard, and the swims the meet's file notes (its words). */
export type GalaRecap = {
  swims: number;
  records: RecapSwim[];
  equalled?: RecapSwim[];
  improvements: (RecapSwim & { drop: Hundredths })[];
  pbs?: { swimmer: SwimmerRef; count: number; event: number }[];
  standards: { short: string; swims: RecapSwim[] }[];
  notes?: { note: string; swims: RecapSwim[] }[];
};

/** A season, September to August, at /results/seasons/<id> ("2024-25"): "2024–25 season". */
export type SeasonLink = { id: string; title: string };

/** A season's galas, newest first. */
export type Season = SeasonLink & { galas: GalaSummary[] };
