// For npm run bench: ten years of galas (generate-galas.mjs) and the whole build (offline step
// included) timed with and without them. Also the sizes visitors download: the largest gala's
// page and module, the records and the largest swimmer's module, gzipped; and how much more a
// phone keeps offline (sw.js's list, as stored: uncompressed), with what grew most.
// Run alone: node scripts/bench/galas.mjs
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { savedBytes } from '../build/offline.mjs';
import { dir, writeBenchGalas } from './generate-galas.mjs';

const build = async (which) => {
  // Self-hosted libraries, as Lighthouse needs them here (no internet).
  const args = ['scripts/build.mjs', '--self-hosted', `--content=${join(dir, which)}`, `--out=${join('.cache', `bench-galas-${which}-site`)}`];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 26 });
  return Number(stdout.match(/in (\d+) ms/)[1]);
};

const gz = (text) => gzipSync(text).length;

/** The build's extra time for ten years of galas (best of `runs` builds each), and the sizes. */
export async function benchGalas({ runs = 3 } = {}) {
  const swims = await writeBenchGalas();
  await build('without'); // warms the photo and library caches
  const times = { with: [], without: [] };
  for (let i = 0; i < runs; i++) for (const which of ['without', 'with']) times[which].push(await build(which));
  const root = join('.cache', 'bench-galas-with-site');
  const site = join(root, 'content');
  const largest = async (folder) => {
    let best = { name: '', raw: 0, gzip: 0 };
    for (const name of await readdir(join(site, folder))) {
      const text = await readFile(join(site, folder, name));
      if (text.length > best.raw) best = { name, raw: text.length, gzip: gz(text) };
    }
    return best;
  };
  const sized = async (file) => {
    const text = await readFile(join(root, file));
    return { raw: text.length, gzip: gz(text) };
  };
  const gala = await largest('galas');
  const swimmer = await largest('swimmers');
  const saved = { without: await savedBytes(join('.cache', 'bench-galas-without-site')), with: await savedBytes(root) };
  const grew = Object.entries(saved.with.sizes)
    .map(([file, size]) => /** @type {[string, number]} */ ([file, size - (saved.without.sizes[file] ?? 0)]))
    .filter(([, bytes]) => bytes > 1000)
    .sort((a, b) => b[1] - a[1]);
  const records = await readFile(join(site, 'records.js'));
  return {
    site: root,
    runs,
    files: 150,
    swims,
    withMs: Math.min(...times.with),
    withoutMs: Math.min(...times.without),
    extraMs: Math.min(...times.with) - Math.min(...times.without),
    gala,
    galaPage: await sized(`results/${gala.name.replace(/\.js$/, '')}/index.html`),
    resultsPage: await sized('results/index.html'),
    recordsPage: await sized('records/index.html'),
    offline: { grownBytes: saved.with.bytes - saved.without.bytes, grew },
    swimmer,
    swimmerPage: await sized(`swimmers/${swimmer.name.replace(/\.js$/, '')}/index.html`),
    swimmers: (await readdir(join(site, 'swimmers'))).length,
    records: { raw: records.length, gzip: gz(records) },
    list: { raw: (await readFile(join(site, 'galas.js'))).length, gzip: gz(await readFile(join(site, 'galas.js'))) },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchGalas({ runs: Number(process.env.BENCH_RUNS ?? 3) }));
