// Refuses to publish from a public repository while content/galas/ holds a meet file: a meet file
// gives every swimmer's full name, birth date and licence number, most of them children's, and
// anyone may download a public repository (and its history, and its Actions logs). The kit's own
// example galas (made up by scripts/bench/example-galas.mjs) are known by their SHA-256 and pass.
// .github/workflows/deploy.yml runs it before anything else, with the repository's visibility:
//   node scripts/publish-check.mjs --visibility=public|private|internal [--content=content]
// Exits 1 with one sentence saying what to do; anything but private or internal counts as public.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { listFiles, sha256 } from './files.mjs';

/** The example club's made-up galas in content/galas/, each file's SHA-256 (base64) by its name.
 * test/publish-check.node.test.ts fails when one of them changes: put its new hash here. */
export const exampleGalas = {
  '2026-09-club-championships.lef': '0orbx/KKyFWha7tN1a1DNvYv0R+QKwFVqKzpvlJOdoM=',
  '2026-11-braeshire-district.lxf': '0IvGMkpY3kKdfQT7crvXdEGLb10LgBLEOCYbbHZ7PuA=',
};

/** The meet files (.lef, .lxf, in any folder) below galasDir that are not the kit's examples.
 * @param {string} galasDir @param {string[]} known the SHA-256 of each example */
export async function realMeetFiles(galasDir, known = Object.values(exampleGalas)) {
  const found = [];
  for (const file of await listFiles(galasDir)) {
    if (/\.(lef|lxf)$/i.test(file) && !known.includes(sha256(await readFile(join(galasDir, file)))))
      found.push(file);
  }
  return found;
}

/** Why this repository may not be published, or null when it may.
 * @param {string | undefined} visibility @param {string} [contentDir] @param {string[]} [known] */
export async function publishProblem(visibility, contentDir = 'content', known) {
  if (visibility === 'private' || visibility === 'internal') return null;
  const files = await realMeetFiles(join(contentDir, 'galas'), known);
  if (!files.length) return null;
  const one = files.length === 1;
  const named =
    files.length > 3
      ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more`
      : files.join(', ');
  return (
    'Not published: this repository is public and content/galas/ holds ' +
    `${one ? 'a meet file' : 'meet files'} (${named}), which ${one ? 'gives' : 'give'} anyone ` +
    "every swimmer's birth date, most of them children's; " +
    'make the repository private (Settings → General → Danger zone → Change visibility), then ' +
    'publish it with Cloudflare Pages, Netlify or a GitHub plan that has Pages for private ' +
    'repositories, as docs/publishing.md says.'
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { visibility: { type: 'string' }, content: { type: 'string', default: 'content' } },
  });
  const problem = await publishProblem(values.visibility, values.content);
  if (problem) {
    // In GitHub Actions, an error annotation: shown on the run's page, not only in its log.
    console.error(process.env.GITHUB_ACTIONS ? `::error::${problem}` : problem);
    process.exit(1);
  }
  const isPrivate = values.visibility === 'private' || values.visibility === 'internal';
  if (!isPrivate)
    console.log(
      'This repository is public: make it private before a meet file goes in content/galas/.',
    );
}
