// Which script modules a module needs, found by reading the built files' static imports with
// es-module-lexer (`import(…)` loads on demand and is left out). Listed each after the modules
// it imports, so running them in order runs one new module at a time.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
/** @import { ImportMap } from './types.js' */

/** The specifiers a module's code imports statically (`import … from`, `export … from`).
 * @param {string} code */
export async function staticImports(code) {
  await init();
  return parse(code)[0].flatMap((i) =>
    i.type === 'static' || i.type === 'reexport-star' ? [i.specifier] : [],
  );
}

/** Returns `graph(path)`: the modules the built file at `path` (under outDir) needs, itself last,
 * as addresses under `base`, library addresses as the import map gives them.
 * @param {{ outDir: string, importMap: ImportMap, base: string }} options */
export function moduleGraph({ outDir, importMap, base }) {
  /** @param {string} path @param {Set<string>} [seen] */
  const graph = async (path, seen = new Set()) => {
    /** @type {string[]} */
    const ordered = [];
    /** @param {string} url @param {string | null} file */
    const visit = async (url, file) => {
      if (seen.has(url)) return;
      seen.add(url);
      if (file) {
        for (const spec of await staticImports(await readFile(join(outDir, file), 'utf8'))) {
          const target = spec.startsWith('.')
            ? new URL(spec, `http://site${url}`).pathname
            : importMap.imports[spec];
          if (target)
            await visit(
              target,
              target.startsWith(`${base}/`) ? target.slice(base.length + 1) : null,
            );
        }
      }
      ordered.push(url);
    };
    await visit(`${base}/${path}`, path);
    return ordered;
  };
  return graph;
}

/** Returns `startModules(page, extra)`: the modules a page needs at start, its own module,
 * main.js and everything they import, libraries included, so each page can ask for all of them
 * at once instead of discovering them import by import; in the order the start-up script in
 * index.html runs them, `extra` (a post's own module) just before main.js, which is last.
 * Worked out once per page module: every news post shares NewsPostPage's.
 * @param {ReturnType<typeof moduleGraph>} graph */
export function startModules(graph) {
  /** @type {Map<string, Promise<string[]>>} */
  const lists = new Map();
  /** @param {string} page */
  const listFor = async (page) => {
    /** @type {Set<string>} */
    const seen = new Set();
    return [...(await graph(`pages/${page}.js`, seen)), ...(await graph('main.js', seen))];
  };
  /** @param {string} page @param {string[]} [extra] */
  return async (page, extra = []) => {
    let list = lists.get(page);
    if (!list) lists.set(page, (list = listFor(page)));
    return (await list).flatMap((url) => (url.endsWith('/main.js') ? [...extra, url] : [url]));
  };
}
