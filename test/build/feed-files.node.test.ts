// The news feed, as scripts/build/feed.mjs makes it from the fixture posts, read back by an XML
// parser as browsers have (jsdom's).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { xml } from '../helpers/dom.js';
import { fixtureContent, whatsOnFiles } from '../helpers/fixture-content.js';

const { content, modules } = await fixtureContent('busy');
const { news } = modules.news;
const files = await whatsOnFiles(content);
const none = await whatsOnFiles((await fixtureContent('empty')).content);

describe('the news feed', () => {
  const feed = xml(files.feed);
  const atom = 'http://www.w3.org/2005/Atom';
  const entries = [...feed.getElementsByTagNameNS(atom, 'entry')];
  const child = (el: Element, name: string) => el.getElementsByTagNameNS(atom, name)[0]!;

  it('is well-formed Atom with its own address, a title and an updated date', () => {
    assert.equal(feed.getElementsByTagName('parsererror').length, 0);
    assert.equal(feed.documentElement.namespaceURI, atom);
    assert.equal(
      child(feed.documentElement, 'id').textContent,
      new URL('feed.xml', files.siteUrl).href,
    );
    assert.ok(!Number.isNaN(Date.parse(child(feed.documentElement, 'updated').textContent!)));
  });

  it("has every post newest first, its page's full address as id, its date as updated", () => {
    const newestFirst = [...news].sort((a, b) => b.date.localeCompare(a.date));
    assert.deepEqual(
      entries.map((e) => child(e, 'title').textContent),
      newestFirst.map((p) => p.title),
    );
    entries.forEach((entry, i) => {
      const address = new URL(`news/${newestFirst[i]!.slug}`, files.siteUrl).href;
      assert.equal(child(entry, 'id').textContent, address);
      assert.equal(child(entry, 'link').getAttribute('href'), address);
      assert.match(child(entry, 'updated').textContent, new RegExp(`^${newestFirst[i]!.date}T`));
    });
  });
});

describe('with no events and no posts', () => {
  const atom = 'http://www.w3.org/2005/Atom';

  it('writes a well-formed Atom feed with no entries', () => {
    const feed = xml(none.feed);
    assert.equal(feed.getElementsByTagName('parsererror').length, 0);
    assert.equal(feed.getElementsByTagNameNS(atom, 'entry').length, 0);
    assert.ok(
      !Number.isNaN(Date.parse(feed.getElementsByTagNameNS(atom, 'updated')[0]!.textContent!)),
    );
  });
});
