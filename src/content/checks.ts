// Checks that look across content files or along a list, after each file has passed its schema:
// names and addresses that must be unique. Read only by the build.
import { draftKeepDays } from '../lib/draft-store.js';
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

/** Each value `key` picks must appear once in `items`; every repeat is a problem. */
function unique<T>(
  collection: string,
  items: T[] | undefined,
  key: (item: T) => string,
  at: (index: number) => (string | number)[],
  what: string,
): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  (items ?? []).forEach((item, index) => {
    const value = key(item).trim().toLowerCase();
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      problems.push({
        collection,
        path: at(index),
        message: `"${key(item)}" is already used by ${what} number ${first + 1}; each needs its own`,
      });
  });
  return problems;
}

// The privacy notice must tell the truth about the form's drafts: the button that clears one
// (contact.yaml) and how long one is kept (src/lib/draft-store.ts).
function draftPromise({ contact, privacy }: Content): Problem[] {
  if (!contact || !privacy) return [];
  const ids = contact.emailService;
  if (!privacy.contactForm)
    return ids.serviceId && ids.templateId && ids.publicKey
      ? [
          {
            collection: 'privacy',
            path: [],
            message:
              "has no contactForm section, but the Contact page has a form (contact.yaml has its EmailJS ids): the notice must say what the form sends; put the section back (an earlier version is in the site's history)",
          },
        ]
      : [];
  const { draft } = privacy.contactForm;
  const path = ['contactForm', 'draft'];
  const problems: Problem[] = [];
  if (!draft.includes(contact.form.clear))
    problems.push({
      collection: 'privacy',
      path,
      message: `should name the form's "${contact.form.clear}" button (contact.yaml, form › clear), which deletes the kept copy`,
    });
  if (!draft.includes(`${draftKeepDays} days`))
    problems.push({
      collection: 'privacy',
      path,
      message: `should say the copy is deleted after ${draftKeepDays} days without changes, as the site does`,
    });
  return problems;
}

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

/** A page's mail link names a contact site.yaml has (writeTo: membership). */
function unknownContacts({ site, join, about, people }: Content): Problem[] {
  if (!site) return [];
  const names = Object.keys(site.contacts);
  const check = (collection: string, name: string | undefined, path: string[]): Problem[] =>
    name === undefined || names.includes(name)
      ? []
      : [
          {
            collection,
            path,
            message: `there is no contact "${name}" in site.yaml (its contacts are ${names.join(', ')}): name one of them, and make the words before it speak of that role, or add "${name}" there`,
          },
        ];
  return [
    ...check('join', join?.contact.writeTo, ['contact', 'writeTo']),
    ...check('about', about?.swimWithUs.writeTo, ['swimWithUs', 'writeTo']),
    ...check('people', people?.getInvolved.writeTo, ['getInvolved', 'writeTo']),
  ];
}

/** The menu, the footer and the home page's shortcuts must lead to pages the site has. */
function unknownPages(
  { navigation, site, home }: Content,
  paths: string[],
  leftOut: { path: string; file: string }[],
): Problem[] {
  const message = (path: string) => {
    const file = leftOut.find((page) => page.path === path)?.file;
    if (file)
      return `the page ${path} is not on this site, as ${file} is not there: put that file back, or take this line out`;
    return `there is no page ${path} on this site; its pages are ${paths.join(', ')}`;
  };
  const check = (collection: string, path: string, at: (string | number)[]): Problem[] =>
    !paths.length || paths.includes(path) ? [] : [{ collection, path: at, message: message(path) }];
  return [
    ...(navigation ?? []).flatMap((item, i) => check('navigation', item.path, [i, 'path'])),
    ...(site?.footer.pages ?? []).flatMap((page, i) =>
      check('site', page.path, ['footer', 'pages', i, 'path']),
    ),
    ...(home?.shortcuts ?? []).flatMap((shortcut, i) =>
      check('home', shortcut.path, ['shortcuts', i, 'path']),
    ),
  ];
}

/** A post's file name starts with its date: the post's address (and its id in the feed) is
 * the file name, so a date that disagrees would put one date in the address and another on the
 * page. */
function postDates({ news }: Content): Problem[] {
  return (news ?? []).flatMap((post, i) => {
    if (post.slug.startsWith(`${post.date}-`)) return [];
    const named = post.slug.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
    const message = named
      ? `the post's date is ${post.date}, but its file name starts with ${named}; they must be the same. Correct whichever is wrong (if the post is already on the site, keep its file name: its address is made from it)`
      : `the file name must start with the post's date, like ${post.date}-${post.slug}.md`;
    return [{ collection: 'news', path: [i, 'date'], message }];
  });
}

/** A list with at least one item that could be read, else nothing: when none could, there is
 * nothing to check names against (the list's own problems are reported already). */
const readable = <T>(list: T[] | undefined): T[] | undefined =>
  list && Object.keys(list).length ? list : undefined;

/** Every squad an event is for must be one of the squads in squads.yaml. */
function unknownSquads({ events, squads: listed }: Content): Problem[] {
  const squads = readable(listed);
  if (!events || !squads) return [];
  const names = squads.flatMap((s) => s.name);
  return events.flatMap((event, e) =>
    (event.squads ?? [])
      .map((squad, s) => ({ squad, s }))
      .filter(({ squad }) => !names.includes(squad))
      .map(({ squad, s }) => ({
        collection: 'events',
        path: [e, 'squads', s],
        message: `there is no squad called "${squad}"; the squads are ${names.join(', ')}`,
      })),
  );
}

/** Every training session's pool and every event's place must be a venue in venues.yaml. */
function unknownVenues({ venues: listed, training, events }: Content): Problem[] {
  const venues = readable(listed);
  if (!venues) return [];
  // A name pasted thousands of times long is listed cut short, so the message stays readable.
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
  const names = venues.flatMap((v) => v.name);
  const unknown = (collection: string, name: string, path: (string | number)[]): Problem[] =>
    names.includes(name)
      ? []
      : [
          {
            collection,
            path,
            message: `there is no venue called "${short(name)}" in venues.yaml; the venues are ${names.map(short).join(', ')}. Write one of them as it is written there, or add this one to venues.yaml`,
          },
        ];
  return [
    ...(training?.squads ?? []).flatMap((s, i) =>
      s.sessions.flatMap((session, n) =>
        unknown('training', session.pool, ['squads', i, 'sessions', n, 'pool']),
      ),
    ),
    ...(training?.shared ?? []).flatMap((s, i) =>
      s.sessions.flatMap((session, n) =>
        unknown('training', session.pool, ['shared', i, 'sessions', n, 'pool']),
      ),
    ),
    ...(events ?? []).flatMap((event, e) => unknown('events', event.place, [e, 'place'])),
  ];
}

/** Squads named in the timetable, its breaks, the Join page and notices' cancellations must be
 * squads in squads.yaml; each break must fall inside a term. */
function trainingChecks({ training, join, notices, squads: listed }: Content): Problem[] {
  const squads = readable(listed);
  const names = (squads ?? []).flatMap((s) => s.name);
  const unknown = (collection: string, name: string, path: (string | number)[]): Problem[] =>
    squads && !names.includes(name)
      ? [
          {
            collection,
            path,
            message: `there is no squad called "${name}"; the squads are ${names.join(', ')}`,
          },
        ]
      : [];
  const allYear = training?.terms === 'all year';
  const terms = training && training.terms !== 'all year' ? training.terms : [];
  return [
    ...(training?.squads ?? []).flatMap((s, i) =>
      unknown('training', s.squad, ['squads', i, 'squad']),
    ),
    ...(training?.shared ?? []).flatMap((s, i) =>
      s.squads === 'all'
        ? []
        : s.squads.flatMap((name, n) => unknown('training', name, ['shared', i, 'squads', n])),
    ),
    ...unique(
      'training',
      training?.squads,
      (s) => s.squad,
      (i) => ['squads', i, 'squad'],
      'squad',
    ),
    ...(training?.breaks ?? []).flatMap((b, i) => [
      ...(b.squads ?? []).flatMap((name, n) =>
        unknown('training', name, ['breaks', i, 'squads', n]),
      ),
      ...(allYear || terms.some((t) => t.from <= b.from && b.to <= t.to)
        ? []
        : !terms.length
          ? [
              {
                collection: 'training',
                path: ['breaks', i],
                message: `the break "${b.name}" has no term to fall in: there are no terms yet, so add the term's dates under terms:, or delete the break`,
              },
            ]
          : [
              {
                collection: 'training',
                path: ['breaks', i],
                message: `the break "${b.name}" (${b.from === b.to ? b.from : `${b.from} to ${b.to}`}) is outside the terms (${terms.map((t) => `${t.from} to ${t.to}`).join(', ')}); there is no training between terms anyway, so check its dates, or add the term it belongs to`,
              },
            ]),
    ]),
    ...(join?.squads ?? []).flatMap((s, i) => unknown('join', s.squad, ['squads', i, 'squad'])),
    ...(notices ?? []).flatMap((n, i) =>
      (n.cancels?.squads ?? []).flatMap((name, s) =>
        unknown('notices', name, [i, 'cancels', 'squads', s]),
      ),
    ),
  ];
}

/** results.yaml's galas name events in events.yaml; records.yaml's records are in age groups
 * results.yaml has. (That each gala results.yaml words has its file is the galas step's check.) */
function galaChecks({ results, records, events }: Content): Problem[] {
  if (!results) return [];
  const ids = (events ?? []).flatMap((e) => (e?.id ? [e.id] : []));
  const groups = new Set(['Open', ...results.ageGroups.map((g) => g.name)]);
  return [
    ...Object.entries(results.galas).flatMap(([id, words]): Problem[] =>
      words.event && events && !ids.includes(words.event)
        ? [
            {
              collection: 'results',
              path: ['galas', id, 'event'],
              message: `there is no event with the id "${words.event}" in events.yaml; its ids are ${ids.join(', ')}`,
            },
          ]
        : [],
    ),
    ...(records?.records ?? []).flatMap((r, i): Problem[] =>
      r && !groups.has(groupName(r.ageGroup))
        ? [
            {
              collection: 'records',
              path: ['records', i, 'ageGroup'],
              message: `"${r.ageGroup}" is not one of the age groups in results.yaml: ${[...groups].join(', ')}`,
            },
          ]
        : [],
    ),
  ];
}

/** "10-11" as results.yaml's age groups are named ("10–11"). */
export const groupName = (words: string) =>
  words
    .trim()
    .replace(/^(\d+)\s*[-–]\s*(\d+)$/, '$1–$2')
    .replace(/\s+/g, ' ');
