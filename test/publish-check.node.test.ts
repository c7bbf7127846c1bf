// scripts/publish-check.mjs: a public repository with a meet file in content/galas/ is not
// published; a private one is, and so is a public one holding only the kit's example galas.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { sha256 } from '../scripts/files.mjs';
import { exampleGalas, publishProblem } from '../scripts/publish-check.mjs';

const run = promisify(execFile);
const made: string[] = [];
after(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A content folder whose galas/ holds these files (name → text). */
async function contentWith(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'publish-check-'));
  made.push(dir);
  await mkdir(join(dir, 'galas'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, 'galas', name), text);
  return dir;
}
const meet = '<?xml version="1.0"?><LENEX version="3.0"><MEETS/></LENEX>';
const refusal = new RegExp(
  String.raw`^Not published: this repository is public and content\/galas\/ holds a ` +
    String.raw`meet file \(Results\(11\)\.lxf\).*birth date.*make the repository private ` +
    String.raw`\(Settings → General → Danger zone → Change ` +
    String.raw`visibility\).*docs\/publishing\.md`,
);

test('refuses a public repository with a meet file in content/galas/, in a sentence', async () => {
  const content = await contentWith({ 'Results(11).lxf': meet, 'notes.txt': 'not a meet' });
  const problem = await publishProblem('public', content);
  assert.match(problem ?? '', refusal);
  assert.match(problem ?? '', /^[^\n]*\.$/);
  assert.doesNotMatch(problem ?? '', /\. /, 'one sentence');
  await assert.rejects(
    run(process.execPath, [
      'scripts/publish-check.mjs',
      '--visibility=public',
      `--content=${content}`,
    ]),
    (error: any) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, refusal);
      return true;
    },
  );
});

test('a repository of unknown visibility counts as public', async () => {
  const content = await contentWith({ 'meet.LEF': meet });
  assert.match((await publishProblem(undefined, content)) ?? '', /^Not published/);
  assert.match((await publishProblem('', content)) ?? '', /^Not published/);
});

test('a private or internal repository with meet files is published', async () => {
  const content = await contentWith({ 'a.lxf': meet, 'b.lef': meet });
  assert.equal(await publishProblem('private', content), null);
  assert.equal(await publishProblem('internal', content), null);
  const { stdout } = await run(process.execPath, [
    'scripts/publish-check.mjs',
    '--visibility=private',
    `--content=${content}`,
  ]);
  assert.equal(stdout, '');
});

test('a public repository holding only known example galas is published', async () => {
  const content = await contentWith({ 'example.lef': meet, 'photo.jpg': 'x' });
  assert.equal(await publishProblem('public', content, [sha256(meet)]), null);
  assert.match((await publishProblem('public', content, [sha256('other')])) ?? '', /example\.lef/);
});

test("the kit's example galas in content/galas/ are the ones listed, and pass", async (t) => {
  const present = Object.keys(exampleGalas).filter((name) =>
    existsSync(join('content', 'galas', name)),
  );
  if (!present.length) return t.skip("a club's own copy: the example galas are gone");
  const content = await contentWith({});
  for (const name of present) {
    const hash = sha256(await readFile(join('content', 'galas', name)));
    const listed = exampleGalas[name as keyof typeof exampleGalas];
    assert.equal(
      hash,
      listed,
      `content/galas/${name} changed: put its new SHA-256, '${hash}', in exampleGalas in ` +
        `scripts/publish-check.mjs`,
    );
    await copyFile(join('content', 'galas', name), join(content, 'galas', name));
  }
  assert.equal(await publishProblem('public', content), null);
});

test("a new club's public repository with its own meet file is refused", async () => {
  const into = await mkdtemp(join(tmpdir(), 'publish-check-club-'));
  made.push(into);
  const club = [
    '--name',
    'Kinloch Amateur Swimming Club',
    '--town',
    'Kinloch',
    '--county',
    'Argyll',
    '--email-domain',
    'kinloch.example.org',
  ];
  await run(process.execPath, ['scripts/new-club.mjs', '--into', into, ...club]);
  const content = join(into, 'content');
  assert.equal(await publishProblem('public', content), null, 'the starter has no meet file');
  await writeFile(join(content, 'galas', 'Results(11).lxf'), meet);
  assert.match((await publishProblem('public', content)) ?? '', refusal);
  assert.equal(await publishProblem('private', content), null);
});
