// News posts in the site as built, visited in a fresh tab of each engine
// (scripts/test/built-site-plugin.mjs). The built files themselves (posts' pages, the feed, the
// calendars, the notices' place, the content modules) are test/whats-on-built.node.test.ts's.
import { expect } from '@open-wc/testing';
import { news } from '../src/content/news.js';
import { site } from '../src/content/site.js';
import { fetchedOnceRunning } from './helpers/built-scripts.js';
import { itInChromium } from './helpers/engine.js';
import { serverCommand } from './helpers/server-command.js';

const requestTypes = 'which scripts a page asked for comes from CDP';

// As a phone saving data: the page fetches no other page ahead of a tap, so the scripts it asks
// for are its own (prefetching has its own tests in built-site.test.ts).
const visit = (path: string) =>
  serverCommand<
    { status: number; title: string; h1: string[]; problems: string[]; scripts: string[]; scriptsRan: boolean; head: { preloads: string[] } },
    { path: string; saveData: boolean }
  >('visit-built-page', { path, saveData: true });

describe('news posts as built, in the browser', () => {
  it('hydrates a post page without warnings, with its own title and heading', async () => {
    const post = news.at(-1)!;
    const page = await visit(`/news/${post.slug}`);
    expect(page.scriptsRan).to.equal(true);
    expect(page.problems).to.deep.equal([]);
    expect(page.h1).to.deep.equal([post.title]);
    expect(page.title).to.equal(`${post.title} | ${site.shortName}`);
  });

  itInChromium("fetches exactly a post page's preloaded scripts, the post's own module among them", requestTypes, async () => {
    const post = news.at(-1)!;
    const page = await visit(`/news/${post.slug}`);
    expect(page.head.preloads).to.include(`/content/news/${post.slug}.js`);
    const atStart = page.scripts.filter((script) => !fetchedOnceRunning.includes(script));
    expect(atStart.sort()).to.deep.equal([...page.head.preloads].sort());
  });

  itInChromium('does not load the posts, events or notices on pages that do not show them', requestTypes, async () => {
    const page = await visit('/links');
    expect(page.scripts.filter((s) => /\/content\/([\w-]*news|[\w-]*events)\b/.test(s))).to.deep.equal([]);
  });
});
