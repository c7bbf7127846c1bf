// A swimmer's page, /swimmers/<slug>: one page per swimmer the club's galas name (never one
// whose results are withheld); the build's gala step makes the list, content.swimmers, and each
// swimmer's module, content/swimmers/<slug>.js. Its words are in content/results.yaml.

/** The page this content is for: its address, and its file in src/pages/. */
export const page = {
  path: '/swimmers/:slug',
  file: 'SwimmerPage',
  describe: 'results.pages.swimmerDescription',
  section: '/results',
};
