// What a build prints once its model is read and once it is done (its problems and warnings are
// content-messages.mjs's).

/**
 * Each gala's address, which stays put when its file is renamed or replaced.
 * @param {{ file: string, address: string, note?: string }[]} galaAddresses
 */
export function sayAddresses(galaAddresses) {
  for (const { file, address, note } of galaAddresses)
    console.log(`  ${file} → /results/${address}${note ? ` (${note})` : ''}`);
}

/**
 * The build's one line: pages, where, which libraries, what was reused, how long.
 * @param {{ pages: number, finalDir: string, selfHosted: boolean, photosMade: number,
 *   kept: number, unchanged: number, started: number }} built
 */
export function sayBuilt({ pages, finalDir, selfHosted, photosMade, kept, unchanged, started }) {
  const libs = selfHosted ? 'self-hosted libraries' : 'CDN import map';
  const reused = `${kept} renders kept, ${unchanged} files unchanged`;
  const made = `${photosMade} photo copies made, ${reused}`;
  const ms = Math.round(performance.now() - started);
  console.log(`Built ${pages} pages + 404 into ${finalDir}/ (${libs}, ${made}) in ${ms} ms`);
}
