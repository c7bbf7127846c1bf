// This season's top times, /records/top-times/<pool>-<gender>/season: beside each all-time page
// (top-times.ts) when the newest season has a swim in that pool, so neither page grows past
// what a phone on poor signal takes in at once (docs/speed.md). Its words are results.yaml's.

/** The page this content is for: its address, and its file in src/pages/. */
export const page = {
  path: '/records/top-times/:id/season',
  file: 'TopTimesSeasonPage',
  describe: 'results.pages.topTimesDescription',
  section: '/results',
};
