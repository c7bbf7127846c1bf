// What the test club's content says, read from the built site's own modules, for the tests that
// visit it (test/built-site.site.test.ts, test/built-site-engines.site.test.ts).
import { builtModule, builtPage, builtPages } from './built-files.js';

const built = <M>(file: string) => builtModule<M>('selfHosted', file);
export const { navigation } =
  await built<typeof import('../../src/content/navigation.js')>('content/navigation.js');
export const { site } = await built<typeof import('../../src/content/site.js')>('content/site.js');
export const { home } = await built<typeof import('../../src/content/home.js')>('content/home.js');
export const { notFound } =
  await built<typeof import('../../src/content/not-found.js')>('content/not-found.js');
export const { contact } =
  await built<typeof import('../../src/content/contact.js')>('content/contact.js');
export const { news } = await built<typeof import('../../src/content/news.js')>('content/news.js');
export const { pageTitle } =
  await built<typeof import('../../src/lib/page-title.js')>('lib/page-title.js');
export const singlePages = await builtPages('selfHosted');

/** Words each page must show: every heading the build drew there (its first paint). */
export const drawnHeadings = async (path: string) =>
  [
    ...(await builtPage('selfHosted', path)).querySelectorAll('main h1, main h2, main h3, main h4'),
  ].map((h) => h.textContent!.replace(/\s+/g, ' ').trim());

/** The menu entry for a page (by address). */
export const menuTitle = (path: string) => navigation.find((item) => item.path === path)?.title;
/** A menu entry for a page other than the home page: chosen by position, whatever its words. */
export const elsewhere = navigation.find((item) => item.path !== '/')!;

/** Which of `words` `text` lacks. */
export const missingFrom = (text: string, words: string[]) =>
  words.filter((w) => !text.includes(w));
