// npm run bench:taps: only the taps part of npm run bench (scripts/bench/taps.mjs), for trying a
// change to what a tap costs in a minute instead of the whole Lighthouse run. Prints the medians.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { launchChrome } from './bench/chrome.mjs';
import { measureTaps } from './bench/taps.mjs';
import { startServer } from './serve.mjs';

// A built site's folder may be given (node scripts/bench-taps.mjs .cache/some-build), to compare
// builds.
const dir = process.argv[2] ?? '.cache/taps-site';
if (!process.argv[2])
  await promisify(execFile)(process.execPath, [
    'scripts/build.mjs',
    '--self-hosted',
    `--out=${dir}`,
  ]);
const { navigation } = await import(
  new URL(`../${dir}/content/navigation.js`, import.meta.url).href
);
const server = await startServer({ dir, port: 0 });
const chrome = await launchChrome();
try {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const taps = await measureTaps({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    origin,
    navigation,
    runs: Number(process.env.TAP_RUNS ?? 3),
  });
  for (const t of taps.taps) {
    const placeholder = t.placeholders ? `, placeholder ${t.placeholders}×` : '';
    const whole = `(whole page ${Math.round(t.wholeMs)} ms)`;
    console.log(`${t.title.padEnd(16)} ${Math.round(t.ms)} ms ${whole}${placeholder}`);
  }
  const early = taps.early.lost
    ? `lost ${taps.early.lost}×`
    : `${Math.round(taps.early.ms ?? 0)} ms`;
  console.log(`early menu tap   ${early}`);
  console.log(`INP menu ${taps.inp.menu} ms, arrows ${taps.inp.arrows} ms`);
} finally {
  await chrome.kill();
  server.close();
}
