// For the tests of npm run new-club: running it, a club's answers, and where a copy still names
// the example club it replaces.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { listFiles } from '../../scripts/files.mjs';

const run = promisify(execFile);
export const newClub = (args: string[]) =>
  run(process.execPath, ['scripts/new-club.mjs', ...args]).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error) => ({ code: error.code as number, output: `${error.stdout}${error.stderr}` }),
  );

export const club = {
  name: 'St Kilda "Seals": Amateur Swimming Club',
  town: 'Village Bay',
  county: 'Western Isles',
  url: 'https://seals.example.org/',
  emailDomain: 'seals.example.org',
};
export const options = [
  '--name',
  club.name,
  '--town',
  club.town,
  '--county',
  club.county,
  '--url',
  club.url,
  '--email-domain',
  club.emailDomain,
];

/** Where the files below `dir` (text ones, or all when `allFiles`) name the club new-club
 * replaces (content/site.yaml's name, short name, town or county): "file names \"word\"". */
export async function exampleNamesIn(dir: string, { allFiles = false } = {}) {
  const site = YAML.parse(await readFile(join('content', 'site.yaml'), 'utf8'));
  const words: string[] = [site.name, site.shortName, site.town, site.county];
  const text = /\.(html|js|css|json|webmanifest|xml|ics|txt|md|yaml|svg)$|_headers$/;
  const found: string[] = [];
  for (const file of (await listFiles(dir)).filter((f: string) => allFiles || text.test(f))) {
    const content = await readFile(join(dir, file), 'utf8');
    found.push(
      ...words.filter((word) => content.includes(word)).map((word) => `${file} names "${word}"`),
    );
  }
  return found;
}
