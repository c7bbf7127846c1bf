// The kit's own checks pass in a club's copy: `npm run new-club` run in a copy of the repository,
// then every optional file and folder a club may delete deleted (every page's content but those the
// site needs, with its menu and footer lines; the news, the meet files, the documents, the policy
// templates). There, what `npm test` runs that reads the club's content/ and public/ passes: the
// type step, the build, and the Node tests that read the repository's content (the documents'
// paths, new-club's own). deploy.yml runs `npm test` before it publishes, so a club whose content
// lacks something the kit's tests expect would never go online.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { loadSchemas } from '../scripts/build/schemas.mjs';

const run = promisify(execFile);
// Without the test runner's mark: Node's runner started inside a test runs no files.
const { NODE_TEST_CONTEXT: _, ...env } = process.env;

/** Runs a Node script (or npm, with `npm` first) in the club's copy: its exit code and output. */
const runIn = (dir: string, args: string[]) =>
  (args[0] === 'npm'
    ? run('npm', args.slice(1), { cwd: dir, env })
    : run(process.execPath, args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 })
  ).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error) => ({ code: error.code as number, output: `${error.stdout}${error.stderr}` }),
  );

describe("the kit's checks in a new club's copy with every optional file deleted", () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'new-club-kit-'));
    // The repository as it is now, committed or not, less what .gitignore leaves out.
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && existsSync(f));
    for (const file of files) {
      await mkdir(join(dir, dirname(file)), { recursive: true });
      await cp(file, join(dir, file));
    }
    await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    execFileSync('git', ['init', '-q'], { cwd: dir }); // the documents' check lists files with git

    const made = await runIn(dir, [
      'scripts/new-club.mjs',
      '--name',
      'Glenmorie Otters',
      '--town',
      'Glenmorie',
      '--county',
      'Highland',
    ]);
    assert.equal(made.code, 0, made.output);
    // Every page's content a club may leave out, and its menu line.
    const { collections, pages } = await loadSchemas();
    const gone = Object.entries(
      collections as Record<string, { optional: boolean; file?: string; folder?: string }>,
    ).filter(([, c]) => c.optional);
    for (const [, c] of gone)
      await rm(join(dir, 'content', c.file ?? c.folder ?? ''), { recursive: true, force: true });
    const goneNames = new Set(gone.map(([name]) => name));
    const gonePaths = new Set(
      pages
        .filter((p: { content: string }) => goneNames.has(p.content))
        .map((p: { path: string }) => p.path),
    );
    const drop = async (file: string, path: string[]) => {
      const doc = YAML.parseDocument(await readFile(join(dir, 'content', file), 'utf8'));
      const list = doc.getIn(path) as YAML.YAMLSeq<YAML.YAMLMap>;
      list.items = list.items.filter((item) => !gonePaths.has(String(item.get('path'))));
      await writeFile(join(dir, 'content', file), doc.toString());
    };
    await drop('navigation.yaml', []);
    await drop('site.yaml', ['footer', 'pages']);
    for (const folder of ['content/news', 'content/galas', 'public/documents', 'policy-templates'])
      await rm(join(dir, folder), { recursive: true, force: true });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('has only the content the site needs left', () => {
    assert.ok(!existsSync(join(dir, 'content', 'about.yaml')));
    assert.ok(!existsSync(join(dir, 'content', 'galas')));
    assert.ok(!existsSync(join(dir, 'public', 'documents')));
    assert.ok(existsSync(join(dir, 'content', 'site.yaml')));
  });

  it("passes the type step (the content's types are made from it)", async () => {
    const { code, output } = await runIn(dir, ['npm', 'run', 'typecheck']);
    assert.equal(code, 0, output);
  });

  it('builds', async () => {
    const { code, output } = await runIn(dir, ['scripts/build.mjs', '--out=.cache/kit-check']);
    assert.equal(code, 0, output);
  });

  it('passes the Node tests that read the repository’s content', async () => {
    const { code, output } = await runIn(dir, [
      'scripts/test/node.mjs',
      'test/docs/docs-truth.node.test.ts',
      'test/new-club.site.test.ts',
    ]);
    assert.equal(code, 0, output);
  });
});
