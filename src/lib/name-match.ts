// Finding a swimmer by name as a parent types it: case, accents and word order ignored, so
// "noemie" finds Noémie, "obroin ann" finds Ann Ó Broin, and "Zoe" finds Zoë.

// Letters that Unicode does not split into a letter and an accent.
const plainLetters: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/** Lower case without accents, apostrophes or hyphens; words split by spaces: "Ó'Brien-Łoś" → "obrien los". */
export function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[ßæœøłđðþıħ]/g, (letter) => plainLetters[letter]!)
    .replace(/['’‘`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The typed words, folded; none for an empty box. */
export const queryWords = (typed: string): string[] => folded(typed).split(' ').filter(Boolean);

/** Whether a name holds every typed word (anywhere in it, in any order); every name for no words. */
export function nameMatches(name: string, words: string[]): boolean {
  if (!words.length) return true;
  const plain = folded(name);
  const joined = plain.replace(/ /g, '');
  // "obroin" finds "O Broin" too: a word matches the name's words or the name run together.
  return words.every((word) => plain.includes(word) || joined.includes(word));
}
