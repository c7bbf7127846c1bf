// The galas step's result kept between builds: building ten years of galas takes seconds, and
// most builds (a notice changed, the morning rebuild, the preview's next save) find them as they
// were. buildGalas (load.mjs) is pure in what it reads and is given: the names and bytes of the
// files in content/galas/, results.yaml, records.yaml and the standards as checked, its own code
// (and Node's, and the libraries'), and the answers of the functions handed to it (a line of
// results.yaml, a file's name as shown, an age group's name). Nothing else: no environment, and
// no clock but for a result with problems, which is never kept. A result is kept under a hash of all but those answers, which are noted as the
// step asks them and asked again before a kept result is used (a line moved in results.yaml
// moves a message's line, not the data).
// Kept in memory for a process that builds again (the preview), the last result only; and in
// .cache/galas/ as JSON, the 200 MB used last (JSON.parse reads it back in half the time V8's
// structured copy takes; the result is plain data, which the pages get as JSON anyway).
// deploy.yml keeps the folder between runs; GALA_CACHE=off builds every time, GALA_CACHE=DIR
// keeps results elsewhere. The result is shared by every build that finds it, so it is frozen:
// a later step that changed it would change the next build's.
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { serialize } from 'node:v8';
import { codeHash, keepNewest, readKept, writeWhole } from '../kept.mjs';
import { galaFile } from './files.mjs';
import { buildGalas } from './load.mjs';
import { maxBytes } from './unzip.mjs';
/** @import { GalasMade } from './types.js' */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const defaultFolder = join(root, '.cache', 'galas');
/** Results kept on disk, used last first: ten years of galas make about 25 MB, a test's a few KB. */
const keepBytes = 200 * 1024 * 1024;

/** @typedef {[name: string, args: unknown[], answer: unknown]} Call */
/** @typedef {Parameters<typeof buildGalas>[0]} Args */
/** @type {{ key: string, calls: Call[], made: GalasMade } | undefined} */
let last;

/**
 * buildGalas(args), or the same result kept from an earlier call.
 * @param {Args} args
 * @param {string} folder where results are kept; 'off' builds every time
 * @returns {Promise<GalasMade>}
 */
export async function buildGalasKept(args, folder = process.env.GALA_CACHE ?? defaultFolder) {
  if (folder === 'off') return buildGalas(args);
  const key = await keyOf(args);
  if (last?.key === key && sameAnswers(last.calls, args)) return last.made;
  const file = join(folder, `${key}.json`);
  const kept = await readKept(file, (bytes) => JSON.parse(bytes.toString()));
  if (Array.isArray(kept?.calls) && sameAnswers(kept.calls, args)) {
    await utimes(file, new Date(), new Date()).catch(() => undefined); // used last: kept longest
    last = { key, calls: kept.calls, made: frozen(kept.made) };
    return last.made;
  }
  /** @type {Call[]} */
  const calls = [];
  const made = await buildGalas(asking(args, calls));
  // A result with problems is not kept: it is found again each build, so a meet refused as dated
  // over a year ahead (the one check by the clock) is read again once that date is near.
  if (made.problems.length) return made;
  last = { key, calls, made: frozen(made) };
  await writeWhole(file, JSON.stringify({ calls, made }));
  await keepNewest(folder, keepBytes);
  return made;
}

/** A hash of everything buildGalas reads but the answers of the functions it is given.
 * @param {Args} args */
async function keyOf({ contentDir, shown, where, groupName, ...data }) {
  // Any other argument is data: a function among them would throw here, not be missed.
  const hash = createHash('sha256')
    .update(await codeVersion())
    .update(serialize(data));
  const folder = join(contentDir, 'galas');
  // Every name: a file that is not a meet's is a warning.
  const names = (await readdir(folder).catch(() => [])).sort();
  const bytes = await Promise.all(
    names.map(async (name) => {
      if (!galaFile.test(name)) return Buffer.alloc(0);
      const path = join(folder, name);
      // A file too big is refused by its size alone, never read; a folder, a link or a pipe is
      // refused unopened (a link to /dev/zero never ends).
      const found = await lstat(path);
      if (!found.isFile()) return Buffer.from(`not a file ${found.mode}`);
      return found.size > maxBytes ? Buffer.from(String(found.size)) : readFile(path);
    }),
  );
  names.forEach((name, i) => hash.update(`\0${name}\0${bytes[i].length}\0`).update(bytes[i]));
  return hash.digest('hex');
}

/** The arguments with each function's answers noted in `calls`.
 * @param {Args} args @param {Call[]} calls @returns {Args} */
function asking(args, calls) {
  const noted =
    (/** @type {string} */ name, /** @type {(...asked: any[]) => any} */ ask) =>
    (/** @type {any[]} */ ...asked) => {
      const answer = ask(...asked);
      calls.push([name, asked, answer]);
      return answer;
    };
  return {
    ...args,
    shown: noted('shown', args.shown),
    groupName: noted('groupName', args.groupName),
    where: new Proxy(args.where, { get: (where, collection) => noted(`where.${String(collection)}`, where[String(collection)]) }),
  };
}

/** Whether the functions given now answer as they did for the kept result.
 * @param {Call[]} calls @param {Args} args */
function sameAnswers(calls, { shown, groupName, where }) {
  const given = { shown, groupName };
  /** @type {(name: string) => (...asked: any[]) => unknown} */
  const asks = (name) => (name.startsWith('where.') ? where[name.slice('where.'.length)] : given[/** @type {keyof typeof given} */ (name)]);
  return calls.every(([name, asked, answer]) => {
    try {
      return isDeepStrictEqual(asks(name)(...asked), answer);
    } catch {
      return false;
    }
  });
}

// The step's code: the modules load.mjs imports, at any depth, as this process runs them (read
// once); the libraries as package-lock.json pins them; and Node's version (ICU's sorting).
let code;
const codeVersion = () => (code ??= codeHash(new URL('load.mjs', import.meta.url)));

/** Every object and array in `value` frozen, so no one changes what other builds are given.
 * @template T @param {T} value @returns {T} */
function frozen(value) {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
