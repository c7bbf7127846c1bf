// Checks that look across content files or along a list, after each file has passed its schema:
// names and addresses that must be unique, and names one file gives that another must have. Each
// check is in the file named for what it checks. Read only by the build.
import { galaChecks } from './gala-checks.js';
import { unknownContacts, unknownPages } from './link-checks.js';
import { unique } from './list-checks.js';
import { postDates } from './news-checks.js';
import { draftPromise } from './privacy-checks.js';
import { trainingChecks, unknownSquads } from './squad-checks.js';
import { unknownVenues } from './venue-checks.js';
import type { About } from './schema/about.js';
import type { Accessibility } from './schema/accessibility.js';
import type { Policies } from './schema/policies.js';
import type { Home } from './schema/home.js';
import type { People } from './schema/people.js';
import type { Contact } from './schema/contact.js';
import type { Events } from './schema/events.js';
import type { Links } from './schema/links.js';
import type { NavItem } from './schema/navigation.js';
import type { NewsPost } from './schema/news.js';
import type { Notices } from './schema/notices.js';
import type { Join } from './schema/join.js';
import type { Privacy } from './schema/privacy.js';
import type { Records } from './schema/records.js';
import type { Results } from './schema/results.js';
import type { Site } from './schema/site.js';
import type { Squads } from './schema/squads.js';
import type { Training } from './schema/training.js';
import type { Venues } from './schema/venues.js';

/** A problem found: the collection, where in it (as the schema would say), and what is wrong. */
export type Problem = { collection: string; path: (string | number)[]; message: string };

/** The content, by collection name, as checked by the schemas. A list file with some wrong
 * items has gaps in their places (the checks run whatever else is wrong): go through lists with
 * forEach, flatMap or filter, which skip gaps. */
export type Content = Partial<{
  site: Site;
  navigation: NavItem[];
  squads: Squads;
  links: Links;
  news: NewsPost[];
  events: Events;
  training: Training;
  join: Join;
  notices: Notices;
  contact: Contact;
  privacy: Privacy;
  accessibility: Accessibility;
  policies: Policies;
  home: Home;
  venues: Venues;
  about: About;
  people: People;
  results: Results;
  records: Records;
}> &
  Record<string, unknown>;

/** `pages`: the site's pages (src/page-list.ts), which the menu and other links must lead to;
 * `leftOut`: pages the club has not, as their content file is not there. */
export function crossChecks(
  content: Content,
  pages: { path: string }[] = [],
  leftOut: { path: string; file: string }[] = [],
): Problem[] {
  const groups = content.links?.groups ?? [];
  return [
    ...unique(
      'squads',
      content.squads,
      (s) => s.name,
      (i) => [i, 'name'],
      'squad',
    ),
    ...unique(
      'navigation',
      content.navigation,
      (n) => n.path,
      (i) => [i, 'path'],
      'menu entry',
    ),
    ...unique(
      'links',
      groups,
      (g) => g.id,
      (i) => ['groups', i, 'id'],
      'group',
    ),
    ...groups.flatMap((group, g) =>
      unique(
        'links',
        group.links,
        (l) => l.url,
        (i) => ['groups', g, 'links', i, 'url'],
        'link',
      ),
    ),
    ...unique(
      'news',
      content.news,
      (p) => p.slug,
      (i) => [i],
      'post',
    ),
    ...unique(
      'events',
      content.events,
      (e) => e.id,
      (i) => [i, 'id'],
      'event',
    ),
    ...unique(
      'venues',
      content.venues,
      (v) => v.name,
      (i) => [i, 'name'],
      'venue',
    ),
    ...postDates(content),
    ...unknownSquads(content),
    ...trainingChecks(content),
    ...unknownVenues(content),
    ...draftPromise(content),
    ...unknownContacts(content),
    ...galaChecks(content),
    ...unknownPages(
      content,
      pages.map((p) => p.path).filter((path) => !path.includes(':') && path !== '/404'),
      leftOut,
    ),
  ];
}
