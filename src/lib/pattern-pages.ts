// A pattern page ('/results/:id') is one page per entry of its content's list (content.galas):
// the entry's field named after the colon (`id`) in its address, its own module
// (content/galas/<id>.js, loaded like a news post's), and its title (or name) and summary in the
// page's head. An entry without a summary takes the page's `describe` words
// ('results.pages.galaDescription'), with "{title}"-style placeholders filled from the entry.
import { fill } from './fill.js';
import { moduleName } from './module-name.js';

type Declared = { path: string; content: string; describe?: string };
type Entry = Record<string, unknown>;

/** The field an entry's address is made from: 'slug' for '/news/:slug'. */
export const patternKey = (page: Declared) => page.path.match(/:(\w+)/)?.[1] ?? '';

/** One page per entry of the pattern page's content list, with what its head says and the
 * entry's own module (relative to the site's root). */
export function entryPages(page: Declared, content: Record<string, unknown>) {
  const key = patternKey(page);
  const entries = (content[page.content] ?? []) as Entry[];
  const describe = (page.describe?.split('.') ?? []).reduce<unknown>(
    (words, key) => (words as Record<string, unknown> | undefined)?.[key],
    content,
  );
  const values = (entry: Entry) =>
    Object.fromEntries(
      Object.entries(entry).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
    ) as Record<string, string | number>;
  return entries.map((entry) => ({
    path: page.path.replace(`:${key}`, String(entry[key])),
    title: String(entry.title ?? entry.name),
    description:
      typeof entry.summary === 'string'
        ? entry.summary
        : fill(typeof describe === 'string' ? describe : '', values(entry)),
    picture: entry.picture,
    module: `content/${moduleName(page.content)}/${String(entry[key])}.js`,
  }));
}
