// For npm run bench: a generated content set with 200 news posts and 200 events (the club's
// content plus made-up ones), built the way `npm run build` builds the real site, to show the
// build stays quick as the news and the calendar grow. Returns the build's own time in ms.
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseDocument } from 'yaml';
import { buildMs } from './bench/build-ms.mjs';

const dir = join('.cache', 'bench-content');
const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** A news post's file name and text. @param {number} i */
function post(i) {
  const date = `${2020 + Math.floor(i / 40)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;
  const text = [
    '---',
    `title: Generated post ${i}`,
    `date: ${date}`,
    `summary: Summary of generated post ${i}, one sentence long.`,
    '---',
    `The first paragraph of post ${i}.`,
    '',
    '- a list item',
    '- another',
    '',
    'A [link](https://www.example.org/) to finish.',
    '',
  ];
  return [`${date}-generated-post-${i}.md`, text.join('\n')];
}

/** An event's lines in events.yaml. @param {number} i */
function event(i) {
  const date = `${2026 + Math.floor(i / 80)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;
  const timed = i % 3 ? `  start: "09:00"\n  end: "17:00"\n` : '';
  return (
    `- id: generated-event-${i}\n  title: Generated event ${i}\n  date: ${date}\n${timed}` +
    `  place: Generated venue\n  entryDeadline: ${date}\n  description: Generated event ${i}.\n`
  );
}

export async function buildManyPosts({ posts = 200, events = 200 } = {}) {
  await rm(dir, { recursive: true, force: true });
  await cp('content', dir, { recursive: true });
  await mkdir(join(dir, 'news'), { recursive: true });
  for (let i = 0; i < posts; i++) await writeFile(join(dir, 'news', post(i)[0]), post(i)[1]);
  // The events' place, added to whatever venues the club has.
  await appendFile(
    join(dir, 'venues.yaml'),
    '\n- name: Generated venue\n  address: 1 Generated Road, Generated Town\n',
  );
  await writeFile(
    join(dir, 'events.yaml'),
    Array.from({ length: events }, (_, i) => event(i)).join(''),
  );
  // The galas' links to the club's events go with those events.
  const results = join(dir, 'results.yaml');
  const words = parseDocument(await readFile(results, 'utf8'));
  for (const id of Object.keys(words.toJS().galas ?? {})) words.deleteIn(['galas', id, 'event']);
  await writeFile(results, String(words));
  const args = [
    'scripts/build.mjs',
    `--content=${dir}`,
    `--out=${join('.cache', 'bench-content-site')}`,
  ];
  await promisify(execFile)(process.execPath, args); // once to warm the photo and library caches
  const { stdout } = await promisify(execFile)(process.execPath, args);
  return buildMs(stdout);
}
