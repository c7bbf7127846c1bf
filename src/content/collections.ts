// Every kind of content a volunteer edits (in content/), the schema that checks it, and so the
// type pages see. The build writes each as a module, dist/content/<name>.js (`whatsOn` as
// whats-on.js), exporting one constant of the collection's name; `npm run typecheck` and the
// build write the matching src/content/<name>.d.ts from this list (scripts/build/content-types.mjs).
import type { z } from 'zod';
import { aboutSchema } from './schema/about.js';
import { accessibilitySchema } from './schema/accessibility.js';
import { contactSchema } from './schema/contact.js';
import { eventsSchema } from './schema/events.js';
import type { MarkdownFile } from './schema/fields.js';
import { homeSchema } from './schema/home.js';
import { joinSchema } from './schema/join.js';
import { linksSchema } from './schema/links.js';
import { navigationSchema } from './schema/navigation.js';
import { newsPostSchema } from './schema/news.js';
import { notFoundSchema } from './schema/not-found.js';
import { noticesSchema } from './schema/notices.js';
import { peopleSchema } from './schema/people.js';
import { policiesSchema } from './schema/policies.js';
import { privacySchema } from './schema/privacy.js';
import { siteSchema } from './schema/site.js';
import { squadsSchema } from './schema/squads.js';
import { trainingSchema } from './schema/training.js';
import { uiSchema } from './schema/ui.js';
import { whatsOnSchema } from './schema/whats-on.js';

/** One YAML file in content/, or a folder of Markdown files (each checked by the schema). */
type Collection = { schema: z.ZodType } & ({ file: string } | { folder: string });

export const collections = {
  site: { file: 'site.yaml', schema: siteSchema },
  navigation: { file: 'navigation.yaml', schema: navigationSchema },
  ui: { file: 'ui.yaml', schema: uiSchema },
  notices: { file: 'notices.yaml', schema: noticesSchema },
  home: { file: 'home.yaml', schema: homeSchema },
  about: { file: 'about.yaml', schema: aboutSchema },
  squads: { file: 'squads.yaml', schema: squadsSchema },
  whatsOn: { file: 'whats-on.yaml', schema: whatsOnSchema },
  events: { file: 'events.yaml', schema: eventsSchema },
  news: { folder: 'news', schema: newsPostSchema },
  people: { file: 'people.yaml', schema: peopleSchema },
  links: { file: 'links.yaml', schema: linksSchema },
  contact: { file: 'contact.yaml', schema: contactSchema },
  privacy: { file: 'privacy.yaml', schema: privacySchema },
  accessibility: { file: 'accessibility.yaml', schema: accessibilitySchema },
  training: { file: 'training.yaml', schema: trainingSchema },
  join: { file: 'join.yaml', schema: joinSchema },
  policies: { file: 'policies.yaml', schema: policiesSchema },
  notFound: { file: 'not-found.yaml', schema: notFoundSchema },
} satisfies Record<string, Collection>;

type Collections = typeof collections;
export type CollectionName = keyof Collections;

/** An entry of a folder collection as checked: its front matter, file name (slug) and words. */
export type Entry<K extends CollectionName> = z.output<Collections[K]['schema']> & MarkdownFile;

/**
 * What a page imports from content/<name>.js. A folder (the news) is split by the one rule the
 * pages need: the list comes without the entries' words (every post's summary fits on the
 * Events / News page), and each entry's words are a module of their own, content/news/<slug>.js
 * exporting `entry`, loaded when its page is shown.
 */
export type Content = {
  [K in CollectionName]: Collections[K] extends { folder: string } ? Omit<Entry<K>, 'body'>[] : z.output<Collections[K]['schema']>;
};

export { moduleName } from '../lib/module-name.js';
