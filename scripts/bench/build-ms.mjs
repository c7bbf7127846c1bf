// For the bench: the time a build says it took ("… in 1234 ms"), from what it printed.

/** @param {string} stdout */
export function buildMs(stdout) {
  const found = stdout.match(/in (\d+) ms/);
  if (!found) throw new Error('the build did not say how long it took');
  return Number(found[1]);
}
