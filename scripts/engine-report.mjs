// A web-test-runner reporter that ends the run with each engine's counts and names every test
// skipped in an engine (with the reason in its title), so no engine's gap goes unnoticed.
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
      for (const [engine, tests] of byEngine) {
        const skipped = tests.filter((t) => t.skipped);
        const failed = tests.filter((t) => !t.skipped && !t.passed);
        lines.push(`  ${engine}: ${tests.length - skipped.length - failed.length} passed, ${failed.length} failed, ${skipped.length} skipped`);
        for (const t of skipped) lines.push(`    skipped: ${t.title}`);
      }
      console.log(lines.join('\n'));
    },
  };
}
