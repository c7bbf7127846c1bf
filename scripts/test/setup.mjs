// First step of `npm test`: the browsers and drivers the tests need come from Debian. If some
// are missing, install them when this user may (root, or sudo without a password), else stop
// and print the one command that does it. Never downloads a browser any other way.
import { execFileSync } from 'node:child_process';
import { chosenEngines, missingPackages } from './engines.mjs';

const packages = missingPackages(chosenEngines());
if (packages.length) {
  const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const root = process.getuid?.() === 0;
  const sudo = !root && canRun('sudo', ['-n', 'true']);
  if (!root && !sudo) {
    console.error(`The tests need Debian packages that are not installed: ${packages.join(', ')}.\nRun:\n  sudo sh -c '${command}'`);
    const ready = chosenEngines().filter((name) => !missingPackages([name]).length);
    if (ready.length) console.error(`or test only the engines you have: BROWSERS=${ready.join(',')} npm test`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian…`);
  execFileSync(root ? 'sh' : 'sudo', root ? ['-c', command] : ['sh', '-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function canRun(file, args) {
  try {
    execFileSync(file, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
