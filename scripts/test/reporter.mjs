// A web-test-runner reporter, next to the default one, for test files that failed to load. A file
// that throws while loading (an import, or content it reads at the top, is missing) runs none
// of its tests: the run fails, and the default reporter shows the error but not what was lost.
// This names each such file and how many tests it holds, and sums them up at the end.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const testBuild = '.cache/test-build/';

/** The file as written: .cache/test-build/test/App.test.js → test/App.test.tsx. */
function sourceOf(testFile) {
  const file = relative(process.cwd(), testFile);
  const base = file.startsWith(testBuild) ? file.slice(testBuild.length).replace(/\.js$/, '') : file;
  return ['.tsx', '.ts', ''].map((ext) => base + ext).find((candidate) => existsSync(candidate)) ?? file;
}

/** The `it(` calls in the file's text: an estimate of the tests written in it. An `it` inside a
 * loop runs once per item but counts once here, so the real number may be larger. */
const writtenTests = (file) => (readFileSync(file, 'utf8').match(/(?<![\w.])it(?:\.only|\.skip)?\(/g) ?? []).length;

const testsRun = (suite) => (suite?.tests.length ?? 0) + (suite?.suites ?? []).reduce((sum, s) => sum + testsRun(s), 0);

/** Finished with an error and not one test reported. Mocha still reports (no tests) for a file
 * that failed to load; a file that ran out of time reports nothing at all. */
const noTestsRan = (session) => session.status === 'FINISHED' && session.errors.length > 0 && testsRun(session.testResults) === 0;
const didNotLoad = (session) => noTestsRan(session) && session.testResults !== undefined;

const describeFile = (file) => `${file} did not load: its ${writtenTests(file)} tests did not run`;
const describeTimeOut = (file) => `${file} did not finish in time: none of its ${writtenTests(file)} tests reported a result`;

export function notLoadedReporter() {
  return {
    reportTestFileResults({ logger, sessionsForTestFile, testFile }) {
      const failed = sessionsForTestFile.filter(noTestsRan);
      if (!failed.length) return;
      const browsers = failed.length < sessionsForTestFile.length ? ` (in ${failed.map((s) => s.browser.name).join(', ')})` : '';
      const describe = failed.some(didNotLoad) ? describeFile : describeTimeOut;
      logger.error(`❌ ${describe(sourceOf(testFile))}${browsers}`);
    },
    getTestProgress({ sessions }) {
      const files = [...new Set(sessions.filter(didNotLoad).map((s) => sourceOf(s.testFile)))];
      if (!files.length) return [];
      const tests = files.reduce((sum, file) => sum + writtenTests(file), 0);
      return [`${files.length} test file${files.length > 1 ? 's' : ''} did not load, so about ${tests} tests did not run:`, ...files.map((f) => `  ${describeFile(f)}`), ''];
    },
  };
}
