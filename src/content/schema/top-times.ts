// The club's top times of all time, /records/top-times/<pool>-<gender>: one page per pool length
// the club has swum in (25m, 50m) and gender (this season's: top-times-season.ts), made by the
// build's gala step (scripts/build/galas/top-times.mjs) from every gala; its words are in
// content/results.yaml, with the results pages'.

/** The page this content is for: its address, and its file in src/pages/. */
export const page = {
  path: '/records/top-times/:id',
  file: 'TopTimesPage',
  describe: 'results.pages.topTimesDescription',
  section: '/results',
};
