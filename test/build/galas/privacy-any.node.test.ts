// Children's names, whatever the files and settings: fast-check writes meet files with names of
// every kind (accents, Cyrillic, Greek, apostrophes, hyphens, two swimmers shown alike, one
// swimmer spelt another way in later files), random names:/withheld: settings (withheld names
// written with a letter wrong or a middle name too) and typed records with withheld holders; the
// galas step runs and its modules are written as the build writes them. In every file: no
// surname where names: hides it, no part of a withheld swimmer's name, no birthdate, licence or
// athlete id; in the build's messages no hidden surname; no address found by trying every
// surname and year with the club's name; and each swimmer's address shows that swimmer whichever
// of the files are there, under whatever names, in whatever order. 20 runs from a fixed seed;
// FUZZ_RUNS=1000 searches longer, FUZZ_SEED=n somewhere else.
// Run: node scripts/test/node.mjs test/build/galas/privacy-any.node.test.ts
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createHmac } from 'node:crypto';
import anyAscii from 'any-ascii';
import fc from 'fast-check';
import { lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { buildOf } from '../../helpers/galas-step.js';
import { capitalised, galaFile, lower, peopleOf, setup } from '../../helpers/random-club.js';

// The code an address had when it was keyed with the club's (public) name.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const publicCode = (identity: string) =>
  [...createHmac('sha256', 'swimmer-address|Lochside SC').update(identity).digest().subarray(0, 5)]
    .map((b) => alphabet[b % 32])
    .join('');
const words = (name: string) =>
  anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 48);

const root = await mkdtemp(join(tmpdir(), 'privacy-any-'));
after(() => rm(root, { recursive: true, force: true }));

test('publishes no hidden name, birthdate, licence or id, and moves no address', async () => {
  let checked = 0;
  await fc.assert(
    fc.asyncProperty(setup, async (s) => {
      try {
        const people = peopleOf(s);
        const galas = s.galas.map((_, g) => galaFile(s, people, g));
        const all = await buildOf(
          root,
          s,
          Object.fromEntries(galas.map((xml, g) => [`gala-${g}.lef`, xml])),
        );
        // The same galas but the last, under other names, zipped, and added in another order.
        const some = galas.slice(0, Math.max(1, galas.length - 1));
        const order = some.map((_, g) => g).sort((a, b) => (s.order[a] ?? 0) - (s.order[b] ?? 0));
        const fewer = await buildOf(
          root,
          s,
          Object.fromEntries(order.map((g, n) => [`Results(${n + 1}).lxf`, lxf(some[g])])),
        );

        const shown = people.filter((_, i) => !s.withheld[i]);
        const forms = (word: string) => [
          word,
          word.toUpperCase(),
          capitalised(word),
          lower(word),
          lower(capitalised(word)),
          word.normalize('NFD'),
        ];
        const forbidden = new Set<string>();
        people.forEach((p, i) => {
          if (s.names !== 'full' && !s.withheld[i]) for (const f of forms(p.last)) forbidden.add(f);
          if (s.withheld[i])
            for (const word of [p.first, ...p.last.split(/[\s'-]+/)].filter((w) => w.length > 2))
              // A withheld swimmer's first name may be a shown swimmer's too.
              if (
                !shown.some(
                  (o) => o.first.includes(word) || (s.names === 'full' && o.last.includes(word)),
                )
              )
                for (const f of forms(word)) forbidden.add(f);
        });
        const secrets = people.flatMap((p) => [p.birthdate, p.licence, String(p.id)]);
        for (const { texts } of [all, fewer]) {
          for (const [file, text] of texts) {
            for (const word of forbidden)
              if (word.length > 1) assert.ok(!text.includes(word), `${file} shows "${word}"`);
            for (const secret of secrets)
              assert.ok(
                !new RegExp(`(^|[^\\w-])${secret}($|[^\\w-])`).test(text),
                `${file} holds "${secret}"`,
              );
          }
        }
        // The build's messages name no one but as names: shows them.
        if (s.names !== 'full')
          for (const p of people)
            for (const f of forms(p.last))
              assert.ok(!all.warnings.includes(f), `a warning shows "${f}"`);
        // A reader who knows the club's name, trying every surname and year, never finds the
        // swimmer's own (any other hit is chance: one in 33 million a try).
        const tails = new Set([...all.shows.keys()].map((address) => address.slice(-5)));
        for (const p of people)
          assert.ok(
            !tails.has(publicCode(`${words(p.first)}|${words(p.last)}|${p.birthdate.slice(0, 4)}`)),
            p.first,
          );
        // An address in both builds shows the same swimmer in both.
        for (const [address, who] of fewer.shows)
          if (all.shows.has(address)) assert.equal(all.shows.get(address), who, address);
        checked++;
      } catch (error) {
        // Node's reporter leaves out fast-check's cause: the broken promise, said once per shrink.
        console.log('Broken:', (error as Error).message);
        throw error;
      }
    }),
    { numRuns: runs, seed },
  );
  assert.equal(checked, runs);
});
