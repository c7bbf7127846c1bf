// Finding a swimmer by name as a parent types it: case, accents and word order ignored, so
// "noemie" finds Noémie and "obroin ann" finds Ann Ó Broin. A name's words in Latin letters are
// the build's (`key`, scripts/build/galas/filter-key.mjs, any-ascii): "los" finds Łoś and "anya"
// finds Аня, as everywhere on the site. A name shown by its initial ("Ailsa M.") is found by the
// full name: "M." matches any typed word starting with M, so nothing hidden is told.

/** A name as a list shows it: `key` is the build's words for a name not in plain ASCII. */
export type Named = { name: string; key?: string | undefined };

/** One word of a name: its letters, and whether it is an initial ("M." → m). */
type Word = { text: string; initial: boolean };

/**
 * Lower case without accents, apostrophes or full stops; words split by spaces: "Ó'Brien-Dóra" →
 * "obrien dora".
 */
export function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/['’‘`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The typed words, folded; none for an empty box. */
export const queryWords = (typed: string): string[] => folded(typed).split(' ').filter(Boolean);

const initial = /^\p{Lu}\.$/u;

/** A plain-ASCII name's words as the build would key them (any-ascii leaves ASCII as it is). */
const asciiKey = (name: string) =>
  name
    .split(/\s+/)
    .map(
      (token) => token.toLowerCase().replace(/[^a-z0-9]/g, '') + (initial.test(token) ? '.' : ''),
    )
    .filter((word) => word && word !== '.')
    .join(' ');

/** The two ways a name is read: the build's Latin letters, and its own letters without accents. */
function nameWordLists({ name, key }: Named): Word[][] {
  const latin = (key ?? asciiKey(name))
    .split(' ')
    .map((w) => ({ text: w.replace('.', ''), initial: w.endsWith('.') }));
  const own = name
    .split(/\s+/)
    .map((token) => ({ text: folded(token).replace(/ /g, ''), initial: initial.test(token) }));
  return [latin, own].map((words) => words.filter((w) => w.text));
}

/** Whether a typed word is in one reading of a name: inside a word, an initial's letter starting
 * it, or inside the name run together ("obroin" finds "O Broin"). */
function wordIn(typed: string, words: Word[]): boolean {
  if (words.some((w) => w.text.includes(typed) || (w.initial && typed.startsWith(w.text))))
    return true;
  return words
    .map((w) => w.text)
    .join('')
    .includes(typed);
}

/** Whether a name holds every typed word (in any order); every name for no words. */
export function nameMatches(named: Named, words: string[]): boolean {
  if (!words.length) return true;
  const readings = nameWordLists(named);
  return words.every((word) => readings.some((reading) => wordIn(word, reading)));
}
