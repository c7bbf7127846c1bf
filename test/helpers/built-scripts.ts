import { init, parse } from 'es-module-lexer';

/** Scripts a built page may fetch once it runs, beyond its first load (App asks for them): where
 * the visitor was on each page, for Back (lib/arrival.ts, with the first scroll), and the
 * offline worker's registration (lib/offline.ts, once the page has settled). */
export const fetchedOnceRunning = ['/lib/arrival.js', '/lib/offline.js'];

/** The specifiers a built module imports statically (`import … from`, `export … from`), read
 * with es-module-lexer as the build's scripts/build/module-graph.mjs reads them. */
export async function staticImports(code: string): Promise<string[]> {
  await init();
  return parse(code)[0].flatMap((i) =>
    i.type === 'static' || i.type === 'reexport-star' ? [i.specifier] : [],
  );
}
