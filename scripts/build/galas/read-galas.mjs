// Every meet file read and made a gala, at the address results.yaml gives it or its own. One
// meet's invitation, entries, start list and results are one gala: the latest stage stands for
// it. Two files that would be one gala otherwise are a problem, as is a file the site cannot read.
import { fileStem, meetAddress } from './address.mjs';
import { buildGala } from './gala.mjs';
import { readMeet } from './meet-cache.mjs';
import { GalaFileProblem } from './problem.mjs';
/** @import { BuiltGala, GalaSettings, GalaWords, GalasMade, Problem } from './types.js' */

/**
 * @param {{ name: string, file: string, path: string }[]} files
 * @param {Record<string, GalaWords>} perGala results.yaml's words for each gala, by its key
 * @param {GalaSettings} settings its `galas` is filled here: each gala's address → its words
 * @param {import('./people.mjs').Roster} people
 */
export async function readGalas(files, perGala, settings, people) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {GalasMade['addresses']} */
  const addresses = [];
  /** @type {Set<string>} results.yaml's gala keys that found their gala */
  const used = new Set();
  /** @type {Map<string, { file: string, built: BuiltGala }>} gala address → its file */
  const taken = new Map();
  /** @type {{ file: string, address: string }[]} earlier news of a meet whose later file is used */
  const setAside = [];
  // One file at a time: each file's XML tree and meet are let go before the next is read, so
  // ten years of galas never sit in memory at once; only our swims are kept.
  /** @type {BuiltGala[]} */
  const built = [];
  for (const { name, file, path } of files) {
    try {
      const meet = await readMeet(path);
      if (!meet.events.size)
        throw new GalaFileProblem("it holds no events: is it the meet's results file?");
      const key = [meetAddress(meet), fileStem(name)].find((k) => perGala[k]);
      if (key) used.add(key);
      const given = key === undefined ? undefined : perGala[key];
      const id = given?.address ?? meetAddress(meet);
      settings.galas[id] = given ?? {};
      const gala = buildGala({ id, meet, settings, people });
      const held = taken.get(id);
      // One meet's invitation, entries, start list and results are one gala: the latest stage
      // stands for it (the results over all), the others are set aside, said in the build output.
      if (held && held.built.stage !== gala.stage) {
        const [use, aside] =
          gala.stage > held.built.stage
            ? [{ file, built: gala }, held]
            : [held, { file, built: gala }];
        if (use.built === gala) built.splice(built.indexOf(held.built), 1, gala);
        taken.set(id, use);
        for (const listed of addresses) if (listed.address === id) listed.file = use.file;
        setAside.push({ file: aside.file, address: id });
        continue;
      }
      if (held) {
        problems.push({
          file,
          line: 1,
          message:
            `it and ${held.file} would both be the gala at /results/${id}: if they hold the ` +
            'same meet, delete one of the two files; only if they are two different meets ' +
            'with the same name and month, give this one an address of its own in ' +
            `results.yaml (galas › ${fileStem(name)} › address)`,
        });
        continue;
      }
      taken.set(id, { file, built: gala });
      built.push(gala);
      addresses.push({ file, address: id });
    } catch (error) {
      if (!(error instanceof GalaFileProblem)) throw error;
      problems.push({ file, line: error.line, message: error.message });
    }
  }
  for (const { file, address } of setAside)
    addresses.push({
      file,
      address,
      note: `set aside: ${taken.get(address)?.file} is later news of the same meet`,
    });
  return { built, problems, addresses, used };
}
