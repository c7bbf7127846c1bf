// Children's safety: no birthdate, licence number or athlete id from the test club's meet
// files reaches any file of the built site, whatever kind of file it is.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { it } from 'node:test';
import { listFiles } from '../../../scripts/files.mjs';
import { builtSites } from '../../../scripts/test/built-sites.mjs';
import { testContent } from '../../../scripts/test/fixture-clubs.mjs';
import { readGalaFile } from '../../../scripts/build/galas/read-file.mjs';
import { readLenex } from '../../../scripts/build/galas/lenex.mjs';

it("publishes no birthdate, licence number or athlete id of the test club's swimmers", async () => {
  const galas = join(testContent, 'galas');
  const secrets = new Set<string>();
  const names = new Set<string>();
  for (const name of await readdir(galas)) {
    const meet = readLenex(await readGalaFile(join(galas, name)));
    for (const athlete of meet.athletes.values()) {
      names.add(athlete.first);
      for (const value of [athlete.birthdate, athlete.id]) if (value) secrets.add(value);
    }
    // Licences are not part of the model at all: read from the XML itself.
    for (const [, licence] of (await readGalaFile(join(galas, name))).matchAll(
      /license="([^"]+)"/g,
    ))
      secrets.add(licence);
  }
  assert.ok(secrets.size > 30, 'the example galas have birthdates, licences and ids to look for');
  const { cdn } = await builtSites(['cdn']);
  const files = await listFiles(cdn.dir);
  let named = 0;
  for (const file of files) {
    const text =
      (await readFile(join(cdn.dir, file))).toString('latin1') +
      (await readFile(join(cdn.dir, file), 'utf8'));
    for (const secret of secrets)
      assert.ok(
        !new RegExp(`(^|[^\\w-])${secret}($|[^\\w-])`).test(text),
        `${file} holds "${secret}"`,
      );
    if ([...names].some((n) => text.includes(n))) named++;
  }
  // The scan looked where the swimmers are: their names are in the built galas.
  assert.ok(named >= 3, `the swimmers' names are in ${named} built files`);
});
