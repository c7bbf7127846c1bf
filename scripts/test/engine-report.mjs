// A web-test-runner reporter that ends the run with each engine's counts and names every test
// skipped in an engine (with the reason in its title), so no engine's gap goes unnoticed. With
// TEST_RESULTS=DIR (set by scripts/test.mjs) it also writes the counts to DIR/engines.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function engineReport() {
  let sessions = [];
  const collect = (suite, prefix, out) => {
    for (const test of suite.tests ?? []) out.push({ ...test, title: `${prefix}${test.name}` });
    for (const child of suite.suites ?? []) collect(child, `${prefix}${child.name} › `, out);
    return out;
  };
  return {
    onTestRunFinished(args) {
      sessions = args.sessions;
    },
    stop() {
      const byEngine = new Map();
      for (const session of sessions) {
        const tests = byEngine.get(session.browser.name) ?? [];
        if (session.testResults) collect(session.testResults, '', tests);
        if (session.errors?.length) tests.push({ title: `${session.testFile}: ${session.errors[0].message}`, passed: false });
        byEngine.set(session.browser.name, tests);
      }
      const lines = ['', 'Tests per engine:'];
      const counts = {};
      for (const [engine, tests] of byEngine) {
        const skipped = tests.filter((t) => t.skipped);
        const failed = tests.filter((t) => !t.skipped && !t.passed);
        counts[engine] = { passed: tests.length - skipped.length - failed.length, failed: failed.length, skipped: skipped.length };
        lines.push(`  ${engine}: ${counts[engine].passed} passed, ${failed.length} failed, ${skipped.length} skipped`);
        for (const t of skipped) lines.push(`    skipped: ${t.title}`);
      }
      console.log(lines.join('\n'));
      if (process.env.TEST_RESULTS) writeFileSync(join(process.env.TEST_RESULTS, 'engines.json'), JSON.stringify(counts));
    },
  };
}
