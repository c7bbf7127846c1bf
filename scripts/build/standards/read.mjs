// content/standards/: each file one set of qualifying times, a Lenex file (lenex.mjs) or a YAML
// table typed from the county's PDF (src/content/schema/standards.ts). Every mistake is named
// with its file and line, like every other content file's; the file name is the standard's
// address (/standards/<name>).
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readYaml } from '../content-files.mjs';
import { fieldLabel } from '../content-messages.mjs';
import { describeIssues } from '../schema-issues.mjs';
import { plainFileSize } from '../galas/plain-file.mjs';
import { GalaFileProblem } from '../galas/problem.mjs';
import { readGalaFile } from '../galas/read-file.mjs';
import { readStandardLenex } from './lenex.mjs';
/** @import { z } from 'zod' */
/** @import { Standard } from '../../../src/lib/standard-types.js' */
/** @import { Problem } from '../types.js' */
/** @typedef {{ standard?: Omit<Standard, 'id'>, problems: Problem[] }} Read a file's standard,
 * or its problems */

const kinds = /\.(ya?ml|lef|lxf)$/i;

/**
 * @param {{ contentDir: string, shown: (path: string) => string, schema: z.ZodType }} args
 * @returns {Promise<{ standards: Standard[], problems: Problem[] }>} the standards by file name
 */
export async function loadStandards({ contentDir, shown, schema }) {
  const folder = join(contentDir, 'standards');
  const names = (await readdir(folder).catch(() => [])).filter((n) => !n.startsWith('.')).sort();
  /** @type {Standard[]} */
  const standards = [];
  /** @type {Problem[]} */
  const problems = [];
  for (const name of names) {
    const path = join(folder, name);
    const file = shown(path);
    const id = name.replace(kinds, '');
    if (!kinds.test(name)) {
      problems.push({
        file,
        line: 1,
        message:
          `only qualifying times go in ${shown(folder)}/: a .yaml table, or the meet's Lenex ` +
          `file (.lxf or .lef); move this file elsewhere`,
      });
      continue;
    }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      problems.push({
        file,
        line: 1,
        message:
          "the file name is the standard's address on the site: rename it in lower-case words " +
          'and numbers joined by hyphens, like braeshire-county-2027.yaml',
      });
      continue;
    }
    if (standards.some((s) => s.id === id)) {
      problems.push({ file, line: 1, message: `there are two files named ${id}; keep one` });
      continue;
    }
    // A folder, a link or a pipe is named before it is opened (it could hang the build).
    const plain = await plainFileSize(path).catch((error) =>
      error instanceof GalaFileProblem ? error : Promise.reject(error),
    );
    if (plain instanceof GalaFileProblem) {
      problems.push({ file, line: 1, message: plain.message });
      continue;
    }
    const read = /\.ya?ml$/i.test(name)
      ? readTable(await readFile(path), schema, file)
      : await readLenexFile(path, file);
    problems.push(...read.problems);
    if (read.standard) standards.push({ id, ...read.standard });
  }
  return { standards, problems };
}

/** @param {Buffer} bytes @param {z.ZodType} schema @param {string} file @returns {Read} */
function readTable(bytes, schema, file) {
  const { data, errors, lineOf } = readYaml(bytes);
  if (errors.length) return { problems: errors.map((e) => ({ file, ...e })) };
  if (data == null)
    return {
      problems: [
        { file, line: 1, message: 'this file is empty; it needs its name, pool, ageOn and times' },
      ],
    };
  const result = schema.safeParse(data, { reportInput: true });
  // The table as its schema (src/content/schema/standards.ts) makes it.
  if (result.success)
    return { standard: /** @type {Omit<Standard, 'id'>} */ (result.data), problems: [] };
  // A wrong name (girls, 11-12, a race) is on its own line, above what it holds.
  const atKey = new Set(
    result.error.issues
      .filter((i) => i.code === 'custom' && i.params?.atKey)
      .map((i) => i.path.join('\u0000')),
  );
  const problems = describeIssues(result.error.issues, schema).map(({ path, key, message }) => ({
    file,
    line: atKey.has(path.join('\u0000'))
      ? lineOf(path.slice(0, -1), path.at(-1))
      : lineOf(path, key),
    field: fieldLabel(key ? [...path, key] : path),
    message,
  }));
  return { problems };
}

/** @param {string} path @param {string} file @returns {Promise<Read>} */
async function readLenexFile(path, file) {
  try {
    return { standard: readStandardLenex(await readGalaFile(path)), problems: [] };
  } catch (error) {
    if (!(error instanceof GalaFileProblem)) throw error;
    return { problems: [{ file, line: error.line, message: error.message }] };
  }
}
