// A web-test-runner reporter that ends the run with each engine's counts and why tests were
// skipped in an engine (the reason in their titles; each title in TEST_RESULTS/skipped.txt), so no
// engine's gap goes unnoticed. With
// TEST_RESULTS=DIR (set by scripts/test.mjs) it writes the engines file there for the summary: the
// counts, the files opened again after a WebDriver hiccup, and the WebKit files that failed on
// a WebDriver error (lost session, time-out), which scripts/test.mjs runs once more.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hiccups } from './runner-browsers.mjs';

const webDriverError = /WebDriver|session (has been deleted|not created)|invalid session id/i;

/** @typedef {import('@web/test-runner-core').TestSession} Session */
/** @typedef {{ title: string, passed?: boolean, skipped?: boolean, hiccup?: boolean }} Test */
/** @typedef {{ file: string, engine: string, from: number, to?: number }} Time */
/** @typedef {{ passed: number, failed: number, skipped: number, seconds: number }} Count */

/** @returns {import('@web/test-runner-core').Reporter} */
export function engineReport() {
  /** @type {Session[]} */
  let sessions = [];
  // Where the time goes: when each file started and finished in each engine.
  const started = Date.now();
  /** @type {Map<string, Time>} session id → its file's times */
  const times = new Map();
  const seconds = (/** @type {number} */ ms) => Math.round(ms / 1000);
  const finished = (/** @type {string} */ engine) =>
    [...times.values()].filter((t) => t.engine === engine && t.to);
  /** Every test of a file's results, titled with its suites' names.
   * @param {import('@web/test-runner-core').TestSuiteResult} suite @param {string} prefix
   * @param {Test[]} out @returns {Test[]} */
  const collect = (suite, prefix, out) => {
    for (const test of suite.tests ?? []) out.push({ ...test, title: `${prefix}${test.name}` });
    for (const child of suite.suites ?? []) collect(child, `${prefix}${child.name} › `, out);
    return out;
  };
  return {
    start({ sessions: manager }) {
      manager.on('session-status-updated', (/** @type {Session} */ session) => {
        const time = times.get(session.id) ?? {
          file: session.testFile.replace(/^.*test-build\//, ''),
          engine: session.browser.name,
          from: Date.now(),
        };
        if (session.status === 'FINISHED') time.to = Date.now();
        times.set(session.id, time);
      });
    },
    onTestRunFinished(args) {
      sessions = args.sessions;
    },
    stop() {
      /** @type {Map<string, Test[]>} */
      const byEngine = new Map();
      /** @type {Set<string>} */
      const hiccupFiles = new Set();
      let failedElsewhere = 0;
      for (const session of sessions) {
        const tests = byEngine.get(session.browser.name) ?? [];
        const before = tests.length;
        if (session.testResults) collect(session.testResults, '', tests);
        // A file opened again after a hiccup may also find its first page turned up late ("the page
        // was reloaded"): part of the hiccup, which the summary names, not a failed test; the file
        // still runs once more if web-test-runner failed it.
        const reopened = hiccups.some((h) => h.id === session.id);
        for (const error of session.errors ?? [])
          tests.push({
            title: `${session.testFile}: ${error.message}`,
            passed: false,
            hiccup: reopened && /page was reloaded/.test(error.message),
          });
        const failed = tests.slice(before).filter((t) => !t.skipped && !t.passed).length;
        if (
          failed &&
          session.browser.type === 'webdriver' &&
          (reopened || session.errors?.some((e) => webDriverError.test(e.message)))
        )
          hiccupFiles.add(session.testFile);
        else failedElsewhere += failed;
        byEngine.set(session.browser.name, tests);
      }
      const lines = ['', 'Tests per engine:'];
      /** @type {Record<string, Count>} */
      const counts = {};
      /** @type {Map<string, Map<string, number>>} why a test is skipped → engines → how many */
      const gaps = new Map();
      for (const [engine, tests] of byEngine) {
        const skipped = tests.filter((t) => t.skipped);
        const failed = tests.filter((t) => !t.skipped && !t.passed && !t.hiccup);
        const count = (counts[engine] = {
          passed: tests.filter((t) => t.passed && !t.skipped).length,
          failed: failed.length,
          skipped: skipped.length,
          seconds: seconds(Math.max(0, ...finished(engine).map((t) => t.to ?? 0)) - started),
        });
        lines.push(
          `  ${engine}: ${count.passed} passed, ${failed.length} failed, ` +
            `${skipped.length} skipped, done after ${count.seconds} s`,
        );
        for (const t of skipped) {
          const why = /\(([^()]*only[^()]*)\)$/.exec(t.title)?.[1] ?? t.title;
          const engines = gaps.get(why) ?? new Map();
          gaps.set(why, engines.set(engine, (engines.get(engine) ?? 0) + 1));
        }
      }
      // Each reason once, with the engines that skip it; every title is in skipped.txt.
      for (const [why, engines] of gaps)
        lines.push(
          `    skipped in ${[...engines].map(([e, n]) => `${e} (${n})`).join(', ')}: ${why}`,
        );
      // The slowest files, for whoever makes the tests faster.
      const files = [...times.values()].flatMap((t) =>
        t.to ? [{ file: t.file, engine: t.engine, seconds: seconds(t.to - t.from) }] : [],
      );
      const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 5);
      const slow = slowest.map((t) => `${t.file} in ${t.engine} ${t.seconds} s`);
      lines.push(`  slowest files: ${slow.join(', ')}`);
      console.log(lines.join('\n'));
      const skippedTitles = [...byEngine].flatMap(([engine, tests]) =>
        tests.filter((t) => t.skipped).map((t) => `${engine}: ${t.title}`),
      );
      const retried = hiccups.map(
        ({ id, message }) => `${sessions.find((s) => s.id === id)?.testFile ?? id} (${message})`,
      );
      const report = { counts, retried, hiccupFiles: [...hiccupFiles], failedElsewhere, files };
      if (!process.env.TEST_RESULTS) return;
      writeFileSync(join(process.env.TEST_RESULTS, 'engines.json'), JSON.stringify(report));
      writeFileSync(join(process.env.TEST_RESULTS, 'skipped.txt'), skippedTitles.join('\n'));
    },
  };
}
