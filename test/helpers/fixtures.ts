// Content sets made for tests (test/fixtures/<set>/, checked by the same schemas as content/):
// more items than the club has, fewer, none at all, long names. The build turns each into modules.
export type Modules = {
  about: typeof import('../../src/content/about.js');
  events: typeof import('../../src/content/events.js');
  home: typeof import('../../src/content/home.js');
  links: typeof import('../../src/content/links.js');
  news: typeof import('../../src/content/news.js');
  notices: typeof import('../../src/content/notices.js');
  people: typeof import('../../src/content/people.js');
  squads: typeof import('../../src/content/squads.js');
  training: typeof import('../../src/content/training.js');
  join: typeof import('../../src/content/join.js');
  policies: typeof import('../../src/content/policies.js');
  contact: typeof import('../../src/content/contact.js');
  offline: typeof import('../../src/content/offline.js');
  site: typeof import('../../src/content/site.js');
  venues: typeof import('../../src/content/venues.js');
};

/** busy, few, empty, bare, policies, offline, small: see docs/testing.md. */
export type FixtureSet = 'busy' | 'few' | 'empty' | 'bare' | 'policies' | 'offline' | 'small';

export const fixture = <M extends keyof Modules>(set: FixtureSet, module: M): Promise<Modules[M]> =>
  import(`../fixtures/${set}/content/${module}.js`);
