// Before any test (scripts/test.mjs): what this machine lacks, one line each. Missing Debian
// packages (and a Firefox ESR too old for puppeteer) are installed when this user may (root, or
// sudo without a password), as on a fresh CI machine: README's one test command does all the
// set-up.
import { execFileSync } from 'node:child_process';
import { machineProblems, missingPackages, oldFirefox } from './engines.mjs';

/** Installs what `engines` lack, or stops naming it.
 * @param {import('./engines.mjs').Engine[]} engines */
export function prepareMachine(engines) {
  const packages = [...missingPackages(engines), ...(oldFirefox(engines) ? ['firefox-esr'] : [])];
  if (packages.length) {
    const list = packages.join(' ');
    const install = `apt-get update && apt-get install -y --no-install-recommends ${list}`;
    const root = process.getuid?.() === 0;
    const sudo = !root && canRun('sudo', ['-n', 'true']);
    if (!root && !sudo)
      fail(
        `The browser tests need the Debian packages ${packages.join(', ')}: ` +
          `sudo sh -c '${install}' (or BROWSERS=… npm test for the engines you have).`,
      );
    console.log(`Installing ${packages.join(', ')} from Debian…`);
    execFileSync(root ? 'sh' : 'sudo', root ? ['-c', install] : ['sh', '-c', install], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const problems = machineProblems(engines);
  if (problems.length) fail(problems.join('\n'));
}

/** @param {string} file @param {string[]} commandArgs */
function canRun(file, commandArgs) {
  try {
    execFileSync(file, commandArgs, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}
