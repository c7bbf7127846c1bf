// News posts in the site as built, visited in a fresh tab of Firefox and WebKit
// (scripts/test/built-site-plugin.mjs); Chromium's visits, with the scripts each page asks for,
// are test/built-site.site.test.ts's. The built files themselves (posts' pages, the feed, the
// calendars, the notices' place, the content modules) are test/whats-on-built.node.test.ts's.
import { expect } from '@open-wc/testing';
import { news } from '../src/content/news.js';
import { site } from '../src/content/site.js';
import { itBeyondChromium } from './helpers/engine.js';
import { serverCommand } from './helpers/server-command.js';

const visit = (path: string) =>
  serverCommand<
    { status: number; title: string; h1: string[]; problems: string[]; scriptsRan: boolean },
    { path: string }
  >('visit-built-page', { path });

describe('news posts as built, in the browser', () => {
  itBeyondChromium(
    'hydrates a post page without warnings, with its own title and heading',
    'test/built-site.site.test.ts',
    async () => {
      const post = news.at(-1)!;
      const page = await visit(`/news/${post.slug}`);
      expect(page.scriptsRan).to.equal(true);
      expect(page.problems).to.deep.equal([]);
      expect(page.h1).to.deep.equal([post.title]);
      expect(page.title).to.equal(`${post.title} | ${site.shortName}`);
    },
  );
});
