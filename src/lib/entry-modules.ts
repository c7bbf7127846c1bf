// A pattern page's entry (a news post, a gala, a swimmer) is its own module,
// content/<folder>/<key>.js, loaded when its page is first shown. Each promise is kept, so
// React's use() finds it settled when it draws again.
import { loadModule, ModuleLoadError } from './load-module.js';

// The build's prerender in Node hands over the entries it has just written, still in memory
// (scripts/build/pages.mjs), rather than read and compile each module again (docs/speed.md),
// and notes each entry a page asks for: a page's render is kept while they are unchanged.
let written: Record<string, Record<string, unknown>> | undefined;
let noted: ((name: string) => void) | undefined;
export const prerenderWith = (modules: typeof written, note?: typeof noted) => {
  written = modules;
  noted = note;
};

/** A promise marked settled the way React's use() marks those it has waited for, so use() reads
 * it at once: the build draws an entry's page in one pass (scripts/build/pages.mjs). */
const settled = <T>(value: T) =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

/** A loader for one folder's entries: the module's export `name` (made into a T by `expand`, for
 * an entry stored short), or null if there is no entry at that key; a network failure is thrown
 * (and tried afresh next time). */
export function entryLoader<T, Stored = T>(
  folder: string,
  name: string,
  expand = (stored: Stored) => stored as unknown as T,
): (key: string) => Promise<T | null> {
  const loading = new Map<string, Promise<T | null>>();
  return (key) => {
    noted?.(`${folder}/${key}`);
    let entry = loading.get(key);
    if (!entry) {
      const url = new URL(`../content/${folder}/${key}.js`, import.meta.url).href;
      const given = written?.[`${folder}/${key}`] as Record<string, Stored> | undefined;
      entry = given
        ? settled(expand(given[name]!))
        : loadModule<Record<string, Stored>>(url).then(
            (module) => expand(module[name]!),
            (error: unknown) => {
              if (error instanceof ModuleLoadError && error.reason === 'missing') return null;
              loading.delete(key);
              throw error;
            },
          );
      loading.set(key, entry);
    }
    return entry;
  };
}
