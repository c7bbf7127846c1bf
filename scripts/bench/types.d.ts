// What npm run bench (scripts/bench.mjs) measures, and its budgets, as budgets.mjs judges them
// and report.mjs writes them.
import type { benchGalas } from './galas.mjs';
import type { Category, PageResult } from './lighthouse.mjs';
import type { measureTaps } from './taps.mjs';

export type Budgets = {
  score: number;
  cls: number;
  tbtMs: number;
  lcpRatio: number;
  jsKb: number;
  tapMs: number;
  inpMs: number;
  manyPostsBuildMs: number;
  galasExtraMs: number;
  galasColdExtraMs: number;
  galaKb: number;
  galasOfflineKb: number;
  previewSaveMs: number;
};

export type Figures = {
  categories: Category[];
  /** Lighthouse's runs per page, and visits for the taps. */
  runs: number;
  tapRuns: number;
  /** The pages, the galas' pages, and last the baseline (the home page without scripts). */
  results: PageResult[];
  /** The home page's LCP ÷ the baseline's. */
  lcpRatio: number;
  taps: Awaited<ReturnType<typeof measureTaps>>;
  /** The build of 200 posts and 200 events. */
  manyPostsMs: number;
  /** npm start: each saved edit until the tab showed it. */
  previewSaves: number[];
  galas: Awaited<ReturnType<typeof benchGalas>>;
  /** What the offline worker keeps after one visit. */
  offline: { bytes: number; files: number };
};
