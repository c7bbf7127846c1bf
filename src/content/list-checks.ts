// How the checks across content go along a list: names that must be unique, and a list that
// could be read at all.
import type { Problem } from './checks.js';

/** Each value `key` picks must appear once in `items`; every repeat is a problem. */
export function unique<T>(
  collection: string,
  items: T[] | undefined,
  key: (item: T) => string,
  at: (index: number) => (string | number)[],
  what: string,
): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  (items ?? []).forEach((item, index) => {
    const value = key(item).trim().toLowerCase();
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      problems.push({
        collection,
        path: at(index),
        message:
          `"${key(item)}" is already used by ${what} number ${first + 1}; ` + 'each needs its own',
      });
  });
  return problems;
}

/** A list with at least one item that could be read, else nothing: when none could, there is
 * nothing to check names against (the list's own problems are reported already). */
export const readable = <T>(list: T[] | undefined): T[] | undefined =>
  list && Object.keys(list).length ? list : undefined;
