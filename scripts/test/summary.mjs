// The last line of `npm test` (scripts/test.mjs): each step, passed or not, in how long; Node's
// counts from its TAP summary, each engine's from scripts/test/engine-report.mjs.
import { readFile } from 'node:fs/promises';

/** @typedef {{ name: string, ok: boolean, seconds: number, note?: string }} Step */
/** @typedef {{ passed: number, failed: number, skipped: number, seconds: number }} Count */

/** The engine report's file of counts, or nothing when the browser runner did not run.
 * @param {string} results @returns {Promise<{ counts?: Record<string, Count>,
 *   retried?: string[], hiccupFiles?: string[], failedElsewhere?: number }>} */
export async function engineResults(results) {
  return JSON.parse(await readFile(`${results}/engines.json`, 'utf8').catch(() => '{}'));
}

/** @param {Step[]} steps @param {string} results @param {boolean} ok */
export async function summaryLine(steps, results, ok) {
  const tap = await readFile(`${results}/node.tap`, 'utf8').catch(() => '');
  const count = (/** @type {string} */ name) =>
    Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  const { counts = {}, retried = [] } = await engineResults(results);
  const parts = steps.map(({ name, ok, seconds, note = '' }) => {
    let detail = '';
    if (name === 'node tests' && tap)
      detail =
        ` ${count('pass')} passed, ${count('fail')} failed,` +
        ` ${count('skipped') + count('todo')} skipped,`;
    if (name === 'browser tests')
      detail = Object.entries(counts)
        .map(
          ([engine, c]) =>
            ` ${engine} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` +
            ` (${c.seconds} s);`,
        )
        .join('');
    return `${name}:${detail} ${ok ? 'ok' : 'FAILED'}${note} (${Math.round(seconds)} s)`;
  });
  const hiccups = retried.length
    ? `\nOpened again after a WebDriver hiccup: ${retried.join('; ')}`
    : '';
  return `\n${ok ? 'All tests passed' : 'Tests FAILED'}. ${parts.join(' · ')}${hiccups}`;
}
