// Which script modules a module needs, found by reading the built files' static imports
// (`import(…)` loads on demand and is left out). Listed each after the modules it imports, so
// running them in order runs one new module at a time.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const importSpecifiers = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${},\s]*?from\s*)?["']([^"']+)["']/g;

/** Returns `graph(path)`: the modules the built file at `path` (under outDir) needs, itself last,
 * as addresses under `base`, library addresses as the import map gives them. */
export function moduleGraph({ outDir, importMap, base }) {
  const graph = async (path, seen = new Set()) => {
    const ordered = [];
    const visit = async (url, file) => {
      if (seen.has(url)) return;
      seen.add(url);
      if (file) {
        for (const [, spec] of (await readFile(join(outDir, file), 'utf8')).matchAll(importSpecifiers)) {
          const target = spec.startsWith('.') ? new URL(spec, `http://site${url}`).pathname : importMap.imports[spec];
          if (target) await visit(target, target.startsWith(`${base}/`) ? target.slice(base.length + 1) : null);
        }
      }
      ordered.push(url);
    };
    await visit(`${base}/${path}`, path);
    return ordered;
  };
  return graph;
}

