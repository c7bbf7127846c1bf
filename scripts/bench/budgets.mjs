// For npm run bench: every budget the figures miss, in words (the budgets are set in
// scripts/bench.mjs).
/** @import { Budgets, Figures } from './types.js' */
import { median } from './median.mjs';

/** The pages' Lighthouse figures and the taps. @param {Figures} f @param {Budgets} budgets */
function pageFailures(f, budgets) {
  const failures = [];
  for (const r of f.results.slice(0, -1)) {
    for (const c of f.categories)
      if (r[c] < budgets.score)
        failures.push(`${r.path}: Lighthouse ${c} ${r[c]} < ${budgets.score}`);
    if (r.cls > budgets.cls) failures.push(`${r.path}: CLS ${r.cls.toFixed(3)} > 0`);
    if (r.tbt > budgets.tbtMs)
      failures.push(`${r.path}: TBT ${Math.round(r.tbt)} ms > ${budgets.tbtMs} ms`);
    if (r.path !== '/contact' && r.jsKb > budgets.jsKb)
      failures.push(`${r.path}: JavaScript ${r.jsKb.toFixed(1)} KB > ${budgets.jsKb} KB gzip`);
    if (r.path !== '/contact' && r.emailjs) failures.push(`${r.path}: loads EmailJS`);
  }
  const { taps, tapRuns } = f;
  for (const t of taps.taps) {
    if (t.ms > budgets.tapMs)
      failures.push(
        `tap on ${t.title}: next page after ${Math.round(t.ms)} ms > ${budgets.tapMs} ms`,
      );
    if (t.placeholders)
      failures.push(`tap on ${t.title}: placeholder shown in ${t.placeholders} of ${tapRuns} runs`);
  }
  const early = taps.early.ms ?? 0; // a number whenever none was lost
  if (taps.early.lost)
    failures.push(`menu tap at first paint lost in ${taps.early.lost} of ${tapRuns} runs`);
  else if (early > budgets.tapMs)
    failures.push(
      `menu tap at first paint: open after ${Math.round(early)} ms > ${budgets.tapMs} ms`,
    );
  for (const [control, inp] of Object.entries(taps.inp))
    if (inp > budgets.inpMs)
      failures.push(`INP of the ${control}: ${inp} ms > ${budgets.inpMs} ms`);
  if (f.lcpRatio > budgets.lcpRatio)
    failures.push(
      `home LCP is ${f.lcpRatio.toFixed(2)} × the baseline's (budget ${budgets.lcpRatio})`,
    );
  return failures;
}

/** The builds, npm start and the galas' sizes. @param {Figures} f @param {Budgets} budgets */
function buildFailures(f, budgets) {
  const { galas } = f;
  const failures = [];
  if (f.manyPostsMs > budgets.manyPostsBuildMs)
    failures.push(
      `the build with 200 posts and 200 events took ${f.manyPostsMs} ms > ` +
        `${budgets.manyPostsBuildMs} ms`,
    );
  const saveMs = median(f.previewSaves);
  if (saveMs > budgets.previewSaveMs)
    failures.push(
      `npm start showed a saved edit after ${saveMs} ms (median) > ${budgets.previewSaveMs} ms`,
    );
  if (galas.extraMs > budgets.galasExtraMs)
    failures.push(
      `ten years of galas add ${galas.extraMs} ms to a repeated build > ${budgets.galasExtraMs} ms`,
    );
  if (galas.cold.extraMs > budgets.galasColdExtraMs)
    failures.push(
      `ten years of galas add ${galas.cold.extraMs} ms to a cold build > ` +
        `${budgets.galasColdExtraMs} ms`,
    );
  /** @type {[string, { gzip: number }][]} */
  const sizes = [
    ["the records' module", galas.records],
    ["the largest swimmer's module", galas.swimmer],
    ['the records page', galas.recordsPage],
    ["the largest swimmer's page", galas.swimmerPage],
  ];
  for (const [what, size] of sizes) {
    const kb = size.gzip / 1024;
    if (kb > budgets.galaKb)
      failures.push(`${what} is ${kb.toFixed(1)} KB gzipped > ${budgets.galaKb} KB`);
  }
  const offlineKb = galas.offline.grownBytes / 1024;
  if (offlineKb > budgets.galasOfflineKb)
    failures.push(
      `ten years of galas add ${offlineKb.toFixed(0)} KB to what a phone keeps offline > ` +
        `${budgets.galasOfflineKb} KB`,
    );
  return failures;
}

/** @param {Figures} figures @param {Budgets} budgets */
export const missedBudgets = (figures, budgets) => [
  ...pageFailures(figures, budgets),
  ...buildFailures(figures, budgets),
];
