// The club's swimmers, /swimmers: every swimmer the galas name (never one whose results are
// withheld), A to Z, with a name filter. The build's gala step makes its module,
// content/swimmer-list.js, from the galas and content/results.yaml, whose words it takes; a club
// without results.yaml has no such page.

/**
 * The page this content is for: its address, its file in src/pages/, and the file it is made from.
 */
export const page = {
  path: '/swimmers',
  file: 'SwimmersPage',
  section: '/results',
  from: 'results',
};
