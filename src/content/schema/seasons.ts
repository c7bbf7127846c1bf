// A season's page, /results/seasons/<id> (2024-25): that season's galas. The build's gala step
// makes the list, content.seasons, and each season's module, content/seasons/<id>.js; /results
// lists the newest season's galas and links the others. Its words are in content/results.yaml.

/** The page this content is for: its address, and its file in src/pages/. */
export const page = {
  path: '/results/seasons/:id',
  file: 'SeasonPage',
  describe: 'results.pages.seasonDescription',
  section: '/results',
};
