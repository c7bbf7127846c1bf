// The site as built, served by a host that behaves like GitHub Pages, visited in fresh tabs of
// Firefox and WebKit (scripts/test/built-site-plugin.mjs): each kind of page hydrates without a
// warning at one width, as engines differ in hydration and Intl; 404s, a trailing slash, moving
// between pages, a sub-path. Chromium's visits, and all that needs its tools or does not depend on
// the engine (layout shift, scripts, JavaScript off, the CDN down, prefetching, pictures), run from
// Node: test/built-site.site.test.ts. The built files themselves (HTML, links, head tags, sitemap,
// headers, integrity) are checked once, in Node: test/built-pages.node.test.ts and beside it.
import { expect } from '@open-wc/testing';
import { navigation } from '../src/content/navigation.js';
import { notFound } from '../src/content/not-found.js';
import { pageTitle } from '../src/lib/page-title.js';
import { pageAt, singlePages } from '../src/page-list.js';
import { pageWords } from './helpers/page-words.js';
import { headingAt, headingsAt } from './helpers/render.js';
import { itBeyondChromium } from './helpers/engine.js';
import { serverCommand } from './helpers/server-command.js';

const inNode = 'test/built-site.site.test.ts';

type Site = 'selfHosted' | 'subPath';
type Visit = {
  status: number;
  /**
   * The response's headers; null where the engine did not report the response (WebKit; Firefox at
   * times).
   */
  headers: Record<string, string> | null;
  url: string;
  title: string;
  h1: string[];
  mainText: string;
  navLinks: { text: string; href: string; current: string | null; visible: boolean }[];
  focused: string;
  scriptsRan: boolean;
  sameDocument: boolean | null;
  problems: string[];
  otherHostRequests: string[];
  head: Record<string, string | null>;
};
type VisitOptions = { site?: Site; path: string; clickLink?: string };

const visit = (options: VisitOptions) =>
  serverCommand<Visit, VisitOptions>('visit-built-page', options);

// The menu entry for a page (by address), and one for a page other than the home page: chosen
// by address and position, whatever their words.
const menuTitle = (path: string) => navigation.find((item) => item.path === path)?.title;
const elsewhere = navigation.find((item) => item.path !== '/')!;

describe('the built site', () => {
  for (const route of singlePages) {
    itBeyondChromium(
      `serves ${route.path} as a full HTML page that hydrates without warnings`,
      inNode,
      async () => {
        const page = await visit({ path: route.path });
        expect(page.status).to.equal(200);
        expect(page.scriptsRan).to.equal(true);
        expect(page.problems).to.deep.equal([]);
        expect(page.otherHostRequests).to.deep.equal([]);
        // test/built-headers.node.test.ts checks the headers themselves.
        if (page.headers)
          expect(
            page.headers['content-security-policy'],
            'served with the headers of _headers',
          ).to.contain("frame-ancestors 'none'");
        expect(page.title).to.equal(pageTitle((await pageWords(route)).title));
        expect(page.h1).to.have.length(1);
        expect(page.h1[0]).to.equal(headingAt(route.path));
        // Words the page must show: every heading the site draws there from the content.
        for (const text of await headingsAt(route.path)) expect(page.mainText).to.contain(text);
        // The privacy and accessibility pages are not in the menu, so no entry is highlighted
        // there.
        const inMenu = navigation.some((item) => item.path === route.path);
        expect(page.navLinks.find((l) => l.current === 'page')?.href).to.equal(
          inMenu ? route.path : undefined,
        );
      },
    );
  }

  // A news address with no post (taken down, mistyped) looks like a post's route to the app.
  for (const path of ['/no/such/page', '/news/no-such-post']) {
    itBeyondChromium(
      `answers ${path} with 404.html, status 404, and the not-found page, hydrated without warnings`,
      inNode,
      async () => {
        const page = await visit({ path });
        expect(page.status).to.equal(404);
        expect(page.h1).to.deep.equal([notFound.title]);
        expect(page.title).to.equal(pageTitle(notFound.title));
        expect(page.problems).to.deep.equal([]);
      },
    );
  }

  itBeyondChromium(
    'treats /about/ as /about, with its menu entry highlighted',
    inNode,
    async () => {
      const page = await visit({ path: '/about/' });
      expect(new URL(page.url).pathname).to.equal('/about');
      expect(page.navLinks.find((l) => l.current === 'page')?.text).to.equal(menuTitle('/about'));
      expect(page.problems).to.deep.equal([]);
    },
  );

  itBeyondChromium(
    'moves to another page without reloading: new title, focus on its heading',
    inNode,
    async () => {
      const page = await visit({ path: '/', clickLink: elsewhere.title });
      expect(page.sameDocument).to.equal(true);
      expect(new URL(page.url).pathname).to.equal(elsewhere.path);
      expect(page.title).to.equal(pageTitle((await pageWords(pageAt(elsewhere.path)!)).title));
      expect(page.focused).to.equal(headingAt(elsewhere.path));
      expect(page.problems).to.deep.equal([]);
    },
  );
});

describe('the site built for a sub-path (/club/)', () => {
  itBeyondChromium('keeps links and the library copies inside the sub-path', inNode, async () => {
    const page = await visit({ site: 'subPath', path: '/about' });
    expect(page.status).to.equal(200);
    expect(page.scriptsRan).to.equal(true);
    expect(page.problems).to.deep.equal([]);
    expect(page.navLinks.map((l) => l.href)).to.deep.equal(
      navigation.map((item) => `/club${item.path === '/' ? '/' : item.path}`),
    );
    expect(page.navLinks.find((l) => l.current === 'page')?.text).to.equal(menuTitle('/about'));
    expect(page.head.canonical).to.equal('https://example.github.io/club/about');
  });

  itBeyondChromium('moves between pages in the browser under the sub-path', inNode, async () => {
    const page = await visit({ site: 'subPath', path: '/', clickLink: elsewhere.title });
    expect(new URL(page.url).pathname).to.equal(`/club${elsewhere.path}`);
    expect(page.sameDocument).to.equal(true);
    expect(page.problems).to.deep.equal([]);
  });
});
