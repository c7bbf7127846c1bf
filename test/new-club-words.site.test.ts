// A new club made with the fewest answers (name, town, county), built: its pages say nothing of a
// part it lacks (the contact form, a photo slider, documents), carry no date it did not give, and
// each starter promise they still make is warned of by the build, naming its file and line.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { listFiles } from '../scripts/files.mjs';
import { formatDate } from '../src/lib/format-date.js';
import { build } from './helpers/site-build.js';

const run = promisify(execFile);

/** What a visitor reads on a page (its main part) and a search result shows (its description). */
const mainText = (html: string) => {
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return `${description} ${main}`.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
};

/** Promises the kit's starter words made for a club (issue 61): on a page, each needs a warning. */
const promises = [
  /write to every family/i,
  /discount/i,
  /help the club can give/i,
  /review squad places/i,
  /Training is provided/i,
  /after 12 months/i,
  /within (one|a) month/i,
  /waiting list, in the order/i,
  /run entirely by volunteers/i,
  /volunteer-run/i,
  /a job that suits you/i,
  /Speedo|Simply Swim|Modibodi|WUKA|Thinx|Knix/,
];

describe('a new club with the fewest answers', () => {
  let dir: string;
  let out: string;
  let output: string;
  let made: string;
  let pages: Record<string, string>;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'new-club-words-'));
    const args = [
      '--name',
      'Kinloch Amateur Swimming Club',
      '--town',
      'Kinloch',
      '--county',
      'Argyll',
      `--into=${dir}`,
    ];
    made = (await run(process.execPath, ['scripts/new-club.mjs', ...args])).stdout;
    out = join('.cache', `new-club-words-${process.pid}`);
    await mkdir('.cache', { recursive: true });
    const built = await build(join(dir, 'content'), out, {}, join(dir, 'public'));
    assert.equal(built.code, 0, built.output);
    output = built.output;
    const files = (await listFiles(out)).filter((f: string) => f.endsWith('.html'));
    pages = Object.fromEntries(
      await Promise.all(
        files.map(async (f: string) => [f, mainText(await readFile(join(out, f), 'utf8'))]),
      ),
    );
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  });

  it('says nothing of a contact form, a photo slider or documents it does not have', () => {
    for (const [file, text] of Object.entries(pages))
      for (const part of [/contact form/i, /EmailJS/i, /\bform\b/i, /slider/i, /PDF/])
        assert.ok(!part.test(text), `${file} says "${text.match(part)?.[0]}"`);
  });

  it('shows no date but the day it was made (its welcome post)', () => {
    const today = formatDate(new Date().toISOString().slice(0, 10));
    for (const [file, text] of Object.entries(pages)) {
      const dates =
        text.match(
          new RegExp(
            String.raw`\b\d{1,2} (January|February|March|April|May|June|July|August|` +
              String.raw`September|October|November|December) \d{4}\b`,
            'g',
          ),
        ) ?? [];
      assert.deepEqual(
        dates.filter((date) => date !== today),
        [],
        file,
      );
    }
    assert.match(
      output,
      /! content\/privacy\.yaml, line \d+ \(updated\): the privacy notice has no date yet/,
    );
    assert.match(
      output,
      new RegExp(
        String.raw`! content\/accessibility\.yaml, line \d+ \(updated\): the ` +
          String.raw`accessibility statement has no date yet`,
      ),
    );
  });

  it('warns of every starter promise a page still makes, naming its file and line', async () => {
    const files = (await listFiles(join(dir, 'content'))).filter((f: string) =>
      f.endsWith('.yaml'),
    );
    const texts: Record<string, string> = Object.fromEntries(
      await Promise.all(
        files.map(async (f: string) => [f, await readFile(join(dir, 'content', f), 'utf8')]),
      ),
    );
    for (const promise of promises) {
      const shown = Object.entries(pages).find(([, text]) => promise.test(text));
      if (!shown) continue;
      const written = Object.entries(texts).flatMap(([file, text]) =>
        text
          .split('\n')
          .flatMap((line, i) =>
            !/^\s*#/.test(line) && promise.test(line) ? [`content/${file}, line ${i + 1}`] : [],
          ),
      );
      assert.ok(written.length, `${shown[0]} says ${promise}, written nowhere in content/`);
      for (const where of written)
        assert.ok(
          output.includes(`! ${where}:`) || output.includes(`! ${where} (`),
          `${where} (${promise}) has no warning`,
        );
    }
  });

  it('says which answers it took as suggested, who answers general questions among them', () => {
    assert.match(
      made,
      /Not given, so suggested .*--general "Club Secretary info@kinloch-asc\.org\.uk"/,
    );
  });

  it('names no committee role the club did not give', () => {
    assert.doesNotMatch(pages['people/index.html'] ?? '', /Chairperson|Treasurer/);
  });
});
