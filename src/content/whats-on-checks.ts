// Checks across files (or across entries) that one schema cannot make on its own: each returns
// problems with the file and the path inside it, which the build turns into a line number.
import type { Events } from './schema/events.js';

export type Problem = { file: string; path: (string | number)[]; message: string };

/** Every event's squads exist in the squads content; no two events share an id. */
export function checkEvents(data: Events, squadNames: string[], file = 'content/events.yaml'): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  data.events.forEach((event, i) => {
    const earlier = seen.get(event.id);
    if (earlier !== undefined)
      problems.push({ file, path: ['events', i, 'id'], message: `"${event.id}" is already the id of event ${earlier + 1} ("${data.events[earlier]!.title}"); every event needs its own` });
    seen.set(event.id, i);
    event.squads?.forEach((squad, j) => {
      if (!squadNames.includes(squad))
        problems.push({ file, path: ['events', i, 'squads', j], message: `there is no squad called "${squad}"; the squads are ${squadNames.join(', ')}` });
    });
  });
  return problems;
}

/** Post addresses (the file name without .md) are unique, web-safe and start with the post's date. */
export function checkNewsAddresses(posts: { file: string; slug: string; date: string }[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const { file, slug, date } of posts) {
    const address = slug.toLowerCase();
    const other = seen.get(address);
    if (other) problems.push({ file, path: [], message: `this post would have the same address (/news/${address}) as ${other}; rename one of the files` });
    seen.set(address, file);
    if (!/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      problems.push({ file, path: [], message: 'the file name becomes the address: write it like 2026-05-14-short-title.md (the date, then lower-case words joined by dashes)' });
    else if (!slug.startsWith(date))
      problems.push({ file, path: ['date'], message: `the date (${date}) is not the one the file name starts with (${slug.slice(0, 10)})` });
  }
  return problems;
}
