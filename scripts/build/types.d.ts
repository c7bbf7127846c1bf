// The shapes the build steps hand each other (outside galas/, whose own are in
// galas/types.d.ts): the content as the model holds it, and its collections and pages.
import type { z } from 'zod';
import type { About } from '../../src/content/schema/about.js';
import type { Accessibility } from '../../src/content/schema/accessibility.js';
import type { Brand } from '../../src/content/schema/brand.js';
import type { Contact } from '../../src/content/schema/contact.js';
import type { Events } from '../../src/content/schema/events.js';
import type { Home } from '../../src/content/schema/home.js';
import type { Join } from '../../src/content/schema/join.js';
import type { Links } from '../../src/content/schema/links.js';
import type { NavItem } from '../../src/content/schema/navigation.js';
import type { NewsPost } from '../../src/content/schema/news.js';
import type { NotFound } from '../../src/content/schema/not-found.js';
import type { Notices } from '../../src/content/schema/notices.js';
import type { Offline } from '../../src/content/schema/offline.js';
import type { People } from '../../src/content/schema/people.js';
import type { Records } from '../../src/content/schema/records.js';
import type { Results } from '../../src/content/schema/results.js';
import type { Policies } from '../../src/content/schema/policies.js';
import type { Privacy } from '../../src/content/schema/privacy.js';
import type { Site } from '../../src/content/schema/site.js';
import type { Picture } from '../../src/content/schema/fields.js';
import type { Squads } from '../../src/content/schema/squads.js';
import type { Standard } from '../../src/lib/gala-types.js';
import type { Training } from '../../src/content/schema/training.js';
import type { Ui } from '../../src/content/schema/ui.js';
import type { Venues } from '../../src/content/schema/venues.js';
import type { WhatsOn } from '../../src/content/schema/whats-on.js';
import type { SitePage } from '../../src/page-list.js';
import type { GalasMade, Problem } from './galas/types.js';

export type { Problem };

/** The collections as their schemas checked them (a post's body made HTML by content.mjs). */
type Collections = Partial<{
  about: About;
  accessibility: Accessibility;
  contact: Contact;
  events: Events;
  home: Home;
  join: Join;
  links: Links;
  news: NewsPost[];
  notFound: NotFound;
  notices: Notices;
  people: People;
  policies: Policies;
  privacy: Privacy;
  squads: Squads;
  training: Training;
  ui: Ui;
  venues: Venues;
  whatsOn: WhatsOn;
  standards: Standard[];
}> & {
  // A site that builds has the files no page's schema lets it leave out, these among them.
  site: Site;
  brand: Brand;
  navigation: NavItem[];
  offline: Offline;
} & Record<string, unknown>;

/** The content as read and checked (content-read.mjs), results.yaml and records.yaml as written. */
export type CheckedContent = Collections & { results?: Results; records?: Records };

/** The content as the model holds it: what the galas step made in place of results.yaml and
 * records.yaml, and its lists. */
export type Content = Collections &
  Partial<{
    results: NonNullable<GalasMade['results']>;
    records: NonNullable<GalasMade['records']>;
    galas: GalasMade['galas'];
    seasons: GalasMade['seasons'];
    swimmers: GalasMade['swimmers'];
    swimmerList: GalasMade['swimmerList'];
    topTimes: GalasMade['topTimes'];
    topTimesSeason: GalasMade['topTimesSeason'];
  }>;

/** A content collection (schemas.mjs): a YAML file or a folder of Markdown files. */
export type Collection = {
  schema: z.ZodType;
  /** The site builds without it (its page is then left out). */
  optional: boolean;
  /** Lists whose right items take part in the checks across files when others are wrong. */
  readableLists?: Record<string, z.ZodType>;
} & ({ file: string } | { folder: string });

/** A page as its schema file declares it, with its content's name and that file. */
export type DeclaredPage = SitePage & { declaredIn: string };

/** Where a value of a collection was written, from its path in the collection. */
export type Where = (path: (string | number)[]) => { file: string; line: number };

/** An import map (importmap.json, or the self-hosted copies' with each script's hash). */
export type ImportMap = { imports: Record<string, string>; integrity?: Record<string, string> };

/** A page to draw (pages.mjs): its address, page module, head values and, for an entry's page
 * (a post, a gala), the entry's own module and picture. */
export type AppPage = {
  path: string;
  module: string;
  title: string;
  description: string;
  picture?: Picture;
  modules?: string[];
};
