// For npm run bench: bench/results.md, the figures in tables and sentences, then the budgets
// missed.
/** @import { Budgets, Figures } from './types.js' */
import { cpuRate } from './phone.mjs';
import { median } from './median.mjs';

/** @param {(string | number)[]} cells */
const row = (cells) => `| ${cells.join(' | ')} |`;
/** @param {number} v */
const ms = (v) => `${Math.round(v)} ms`;
/** @param {{ gzip: number, raw: number }} size */
const kb = (size) => `${(size.gzip / 1024).toFixed(1)} KB (${(size.raw / 1024).toFixed(0)} KB)`;

/** Lighthouse's figures, a page a row. @param {Figures} f */
const pagesTable = (f) =>
  [
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | FCP | TBT | CLS | ' +
      'JS (gzip) | JS files | Prefetched later | Total transfer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...f.results.map((r) =>
      row([
        r.path,
        ...f.categories.map((c) => r[c]),
        ms(r.lcp),
        ms(r.fcp),
        ms(r.tbt),
        r.cls.toFixed(2),
        `${r.jsKb.toFixed(1)} KB`,
        r.jsRequests,
        `${r.prefetchKb.toFixed(1)} KB (${r.prefetchRequests})`,
        `${r.totalKb.toFixed(1)} KB`,
      ]),
    ),
  ].join('\n');

/** The taps on menu links, then the early tap and INP. @param {Figures} f */
function tapsTable({ taps, tapRuns }) {
  const early = taps.early.lost
    ? `lost in ${taps.early.lost} of ${tapRuns}`
    : ms(taps.early.ms ?? 0); // a number whenever none was lost
  const hydration = `made before hydration in ${taps.early.beforeHydration} of ${tapRuns}`;
  return [
    '| Menu link | Tap → next page | Tap → whole page | Placeholder shown |',
    '|---|---:|---:|---:|',
    ...taps.taps.map((t) =>
      row([`${t.title} (${t.path})`, ms(t.ms), ms(t.wholeMs), `${t.placeholders} of ${tapRuns}`]),
    ),
    '',
    '| Other taps | |',
    '|---|---:|',
    row(['Menu button tapped at first paint → menu open', `${early} (${hydration})`]),
    row(['INP, menu button', ms(taps.inp.menu)]),
    row(['INP, slider arrows', ms(taps.inp.arrows)]),
  ].join('\n');
}

/** Ten years of galas: the builds, npm start, the sizes, what a phone keeps. @param {Figures} f
 * @param {Budgets} budgets */
function galasPart({ galas, previewSaves }, budgets) {
  const { cold } = galas;
  const grew = galas.offline.grew.map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(0)} KB`);
  return [
    [
      `Ten years of galas (${galas.files} meet files, ${galas.swims} club swims,`,
      `${galas.swimmers} swimmers' pages): a repeated build takes **${galas.extraMs} ms** more`,
      `(${galas.withoutMs} → ${galas.withMs} ms; budget ≤ ${budgets.galasExtraMs} ms), a cold one`,
      `(nothing kept: new galas or code) **${cold.extraMs} ms** (${cold.withoutMs} →`,
      `${cold.withMs} ms; budget ≤ ${budgets.galasColdExtraMs} ms); best of ${galas.runs} each,`,
      'in turns.',
    ].join(' '),
    '',
    [
      `\`npm start\` with them: a saved edit shows after **${median(previewSaves)} ms** (median of`,
      `${previewSaves.join(', ')} ms; budget ≤ ${budgets.previewSaveMs} ms).`,
    ].join(' '),
    '',
    '| Galas: gzip (raw) | HTML | Module |',
    '|---|---:|---:|',
    row(['Largest gala', kb(galas.galaPage), kb(galas.gala)]),
    row(['/records', kb(galas.recordsPage), kb(galas.records)]),
    row(['Largest swimmer', kb(galas.swimmerPage), kb(galas.swimmer)]),
    row(['/results', kb(galas.resultsPage), kb(galas.list)]),
    '',
    [
      `Kept offline: **${(galas.offline.grownBytes / 1024).toFixed(0)} KB more** with the galas`,
      `(budget ≤ ${budgets.galasOfflineKb} KB; as stored, uncompressed): ${grew.join(', ')}.`,
    ].join(' '),
  ].join('\n');
}

/**
 * The whole report, Markdown.
 * @param {Figures} f @param {Budgets} budgets @param {string[]} failures
 */
export function benchReport(f, budgets, failures) {
  const speed = Math.round(median(f.results.map((r) => r.benchmarkIndex)));
  return [
    `# Benchmark: ${new Date().toISOString().slice(0, 10)}`,
    '',
    [
      `Lighthouse (mobile, simulated slow 4G), median of ${f.runs} runs per route, local library`,
      'copies served gzipped from localhost. JS = gzipped size of the scripts loaded; Total =',
      'bytes transferred, headers included.',
    ].join(' '),
    '',
    pagesTable(f),
    '',
    `Home LCP ÷ baseline LCP: **${f.lcpRatio.toFixed(2)}** (budget ≤ ${budgets.lcpRatio}).`,
    '',
    // Throttling slows the machine's CPU 4×, whatever its speed: figures from a slower machine
    // (or a busier moment on a shared one) are larger. Lighthouse's measure of it says which.
    [
      `This machine's speed: Lighthouse's benchmark index ${speed} (median of every run; higher`,
      'is faster, unthrottled).',
    ].join(' '),
    '',
    [
      "Taps on a phone: Chromium's applied throttling (150 ms round trip, 1.6 Mbps down, CPU",
      `${cpuRate}× slower), 412 px touch screen, median of ${f.tapRuns} first visits. A tap is`,
      'timed from the finger lifting to the frame that shows the result; menu links are tapped',
      'in turn once each page has settled (About from Home, …, Home from Contact). INP: the',
      "slowest of the button's taps (Event Timing, entries of 16 ms and up; 0 = none that",
      `long). Budgets: ${budgets.tapMs} ms per tap, no placeholder, INP ≤ ${budgets.inpMs} ms.`,
    ].join(' '),
    '',
    tapsTable(f),
    '',
    [
      'Build of a generated content set with 200 news posts and 200 events:',
      `**${f.manyPostsMs} ms** (budget ≤ ${budgets.manyPostsBuildMs} ms).`,
    ].join(' '),
    '',
    galasPart(f, budgets),
    '',
    // What the offline worker keeps on a phone after one visit (its list for this build, as
    // stored: uncompressed).
    [
      'Kept on a phone for offline use after one visit:',
      `**${(f.offline.bytes / 1e6).toFixed(2)} MB** in ${f.offline.files} files (this build's`,
      'list in sw.js; plus the pictures and pages visited later).',
    ].join(' '),
    '',
    failures.length
      ? `Budgets failed:\n${failures.map((f) => `- ${f}`).join('\n')}`
      : 'All budgets met.',
    '',
  ].join('\n');
}
