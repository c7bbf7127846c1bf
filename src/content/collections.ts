// Every content file a volunteer edits (in content/), the schema that checks it, and the
// module pages import it as (src/content/<name>.d.ts says its type). Read only by the build.
import type { z } from 'zod';
import { aboutSchema } from './schema/about.js';
import { accessibilitySchema } from './schema/accessibility.js';
import { contactSchema } from './schema/contact.js';
import { homeSchema } from './schema/home.js';
import { joinSchema } from './schema/join.js';
import { briefEventFields, eventsSchema, type ClubEvent, type Events } from './schema/events.js';
import { linksSchema } from './schema/links.js';
import { navigationSchema } from './schema/navigation.js';
import { newsPostSchema, type NewsPost } from './schema/news.js';
import { noticesSchema } from './schema/notices.js';
import { pagesSchema, type Pages } from './schema/pages.js';
import { peopleSchema } from './schema/people.js';
import { policiesSchema } from './schema/policies.js';
import { privacySchema } from './schema/privacy.js';
import { siteSchema } from './schema/site.js';
import { squadsSchema } from './schema/squads.js';
import { trainingSchema } from './schema/training.js';
import { uiSchema, type Ui } from './schema/ui.js';

// The upcoming events that come with Events / News itself (about two phone screens' worth);
// the rest of the season comes a moment later (more-events.js).
const eventsAtFirst = 4;

export type Collection = {
  /** The collection's name, and by default its module's: src/content/<name>.d.ts, imported
   * by pages as ../content/<name>.js, exporting one constant of the same name. */
  name: string;
  schema: z.ZodType;
  /** Other modules to make from it instead: module name → its exports. `today` is the build's
   * date in Scotland (the site is rebuilt every morning). */
  modules?: (data: any, build: { today: string }) => Record<string, Record<string, unknown>>;
} & (
  | { /** One YAML file in content/. */ file: string }
  | { /** A folder of Markdown files in content/, each checked by the schema, newest first. */ folder: string }
);

export const collections: Collection[] = [
  { name: 'site', file: 'site.yaml', schema: siteSchema },
  {
    name: 'pages',
    file: 'pages.yaml',
    schema: pagesSchema,
    // Every visitor downloads the titles; only the build reads the descriptions.
    modules: (pages: Pages) => ({
      'page-titles': { pageTitles: Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.title])) },
      pages: { pages },
    }),
  },
  { name: 'navigation', file: 'navigation.yaml', schema: navigationSchema },
  {
    name: 'ui',
    file: 'ui.yaml',
    schema: uiSchema,
    // The events' and news' words only where events or news are shown; how to subscribe to the
    // calendar only with that part of the Events / News page; the photo slider's only with it.
    modules: ({ whatsOn: { calendar, ...whatsOn }, slider, ...ui }: Ui) => ({
      ui: { ui },
      'whats-on-words': { whatsOnWords: whatsOn },
      'calendar-words': { calendarWords: calendar },
      'slider-words': { sliderWords: slider },
    }),
  },
  { name: 'home', file: 'home.yaml', schema: homeSchema },
  { name: 'about', file: 'about.yaml', schema: aboutSchema },
  { name: 'squads', file: 'squads.yaml', schema: squadsSchema },
  {
    name: 'news',
    folder: 'news',
    schema: newsPostSchema,
    // The list of posts without their words, and each post (words too) as its own module,
    // loaded when the post is shown: 200 posts cost the Events / News page their summaries only.
    // The home page gets the latest three only.
    modules: (posts: NewsPost[]) => {
      const summaries = posts.map(({ body, ...summary }) => summary);
      return {
        news: { news: summaries },
        'latest-news': { latestNews: summaries.slice(0, 3) },
        ...Object.fromEntries(posts.map((post) => [`news/${post.slug}`, { post }])),
      };
    },
  },
  {
    name: 'events',
    file: 'events.yaml',
    schema: eventsSchema,
    // The home page gets only the events not over by the build's date, without their words.
    // Events / News gets the next few of those with their words first, the rest of them a moment
    // later (so a long season does not grow the page's first load), and the ones over by then
    // with its past events (an event over by the build's date cannot be upcoming for a visitor).
    modules: (events: Events, { today }) => {
      const sorted = [...events].sort((a, b) => `${a.firstDay} ${a.start}`.localeCompare(`${b.firstDay} ${b.start}`));
      const brief = (event: ClubEvent) => Object.fromEntries(briefEventFields.map((field) => [field, event[field]]));
      const upcoming = sorted.filter((e) => e.lastDay >= today);
      return {
        events: { events: sorted },
        'upcoming-events': { upcomingEvents: upcoming.slice(0, eventsAtFirst) },
        'more-events': { moreEvents: upcoming.slice(eventsAtFirst) },
        'past-events': { pastEvents: sorted.filter((e) => e.lastDay < today) },
        'coming-events': { comingEvents: upcoming.map(brief) },
      };
    },
  },
  { name: 'notices', file: 'notices.yaml', schema: noticesSchema },
  { name: 'people', file: 'people.yaml', schema: peopleSchema },
  { name: 'links', file: 'links.yaml', schema: linksSchema },
  { name: 'contact', file: 'contact.yaml', schema: contactSchema },
  { name: 'privacy', file: 'privacy.yaml', schema: privacySchema },
  { name: 'accessibility', file: 'accessibility.yaml', schema: accessibilitySchema },
  { name: 'training', file: 'training.yaml', schema: trainingSchema },
  { name: 'join', file: 'join.yaml', schema: joinSchema },
  { name: 'policies', file: 'policies.yaml', schema: policiesSchema },
];
