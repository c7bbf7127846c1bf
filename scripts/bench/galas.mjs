// For npm run bench: ten years of galas (generate-galas.mjs) and the whole build (offline step
// included) timed with and without them, repeated (what an earlier build kept found) and cold. Also
// the sizes visitors download: the largest gala's page and module, the records and the largest
// swimmer's module, gzipped; and how much more a phone keeps offline (sw.js's list, as stored:
// uncompressed), with what grew most. Run alone: node scripts/bench/galas.mjs
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { savedBytes } from '../build/offline.mjs';
import { buildMs } from './build-ms.mjs';
import { dir, writeBenchGalas } from './generate-galas.mjs';

/** A build's time in ms; `cold`: with nothing kept from an earlier build (the model,
 * the pages' renders), as after a change to the galas or the code. @param {string} which */
const build = async (which, cold = false) => {
  // Self-hosted libraries, as Lighthouse needs them here (no internet).
  const args = [
    'scripts/build.mjs',
    '--self-hosted',
    `--content=${join(dir, which)}`,
    `--out=${join('.cache', `bench-galas-${which}-site`)}`,
  ];
  // Cold, the build keeps what it made where no later build looks, as a build after a change does.
  const none = cold && (await mkdtemp(join(tmpdir(), 'bench-cold-')));
  const env = {
    ...process.env,
    ...(none && { MODEL_CACHE: join(none, 'model'), PAGE_CACHE: join(none, 'pages') }),
  };
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 26, env });
  if (none) await rm(none, { recursive: true, force: true });
  return buildMs(stdout);
};
const best = (/** @type {number[]} */ times) => Math.min(...times);

const gz = (/** @type {Buffer} */ text) => gzipSync(text).length;

/** The build's extra time for ten years of galas, cold and repeated (best of `runs` builds
 * each, in turns), and the sizes. */
export async function benchGalas({ runs = 3 } = {}) {
  const swims = await writeBenchGalas();
  await build('without'); // warms the photo and library caches
  await build('with'); // keeps what a repeated build finds
  /** @type {Record<string, number[]>} */
  const times = { with: [], without: [], coldWith: [], coldWithout: [] };
  for (let i = 0; i < runs; i++) {
    for (const which of ['without', 'with']) times[which].push(await build(which));
    for (const which of ['without', 'with'])
      times[`cold${which === 'with' ? 'With' : 'Without'}`].push(await build(which, true));
    await build('with'); // the renders kept again, after the cold build replaced them
  }
  const root = join('.cache', 'bench-galas-with-site');
  const site = join(root, 'content');
  /** The largest file in a folder of the built content, raw and gzipped. @param {string} folder */
  const largest = async (folder) => {
    let best = { name: '', raw: 0, gzip: 0 };
    for (const name of await readdir(join(site, folder))) {
      const text = await readFile(join(site, folder, name));
      if (text.length > best.raw) best = { name, raw: text.length, gzip: gz(text) };
    }
    return best;
  };
  /** @param {string} file */
  const sized = async (file) => {
    const text = await readFile(join(root, file));
    return { raw: text.length, gzip: gz(text) };
  };
  const gala = await largest('galas');
  const swimmer = await largest('swimmers');
  const saved = {
    without: await savedBytes(join('.cache', 'bench-galas-without-site')),
    with: await savedBytes(root),
  };
  const grew = Object.entries(saved.with.sizes)
    .map(
      ([file, size]) =>
        /** @type {[string, number]} */ ([file, size - (saved.without.sizes[file] ?? 0)]),
    )
    .filter(([, bytes]) => bytes > 1000)
    .sort((a, b) => b[1] - a[1]);
  const records = await readFile(join(site, 'records.js'));
  return {
    site: root,
    runs,
    files: 150,
    swims,
    withMs: best(times.with),
    withoutMs: best(times.without),
    extraMs: best(times.with) - best(times.without),
    cold: {
      withMs: best(times.coldWith),
      withoutMs: best(times.coldWithout),
      extraMs: best(times.coldWith) - best(times.coldWithout),
    },
    gala,
    galaPage: await sized(`results/${gala.name.replace(/\.js$/, '')}/index.html`),
    resultsPage: await sized('results/index.html'),
    recordsPage: await sized('records/index.html'),
    offline: { grownBytes: saved.with.bytes - saved.without.bytes, grew },
    swimmer,
    swimmerPage: await sized(`swimmers/${swimmer.name.replace(/\.js$/, '')}/index.html`),
    swimmers: (await readdir(join(site, 'swimmers'))).length,
    records: { raw: records.length, gzip: gz(records) },
    list: {
      raw: (await readFile(join(site, 'galas.js'))).length,
      gzip: gz(await readFile(join(site, 'galas.js'))),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(await benchGalas({ runs: Number(process.env.BENCH_RUNS ?? 3) }));
