// A gala's address on the site, /results/<address>: from the meet's first day and its name, in
// lower-case Latin letters ("2025-03-international-swim-meeting-erlangen"), so it stays put when
// the file is renamed or replaced by a corrected one; results.yaml may set another.
import { nameWords } from './names.mjs';

/** @param {{ name: string, events: Map<string, { date: string }> }} meet */
export function meetAddress(meet) {
  const first = [...meet.events.values()].map((e) => e.date).sort()[0] ?? '';
  // The year is in the address already ("Erlangen 2025" → 2025-03-…-erlangen); a long name is
  // cut at a word, so the address stays short enough to read out.
  const words = nameWords(meet.name).filter((w) => w !== first.slice(0, 4));
  let name = '';
  for (const word of words)
    if (!name || name.length + word.length < 48) name = name ? `${name}-${word}` : word;
  return [first.slice(0, 7), name || 'gala'].filter(Boolean).join('-');
}

/** The file's name without its ending, as results.yaml's galas were once keyed. */
export const fileStem = (/** @type {string} */ name) => name.replace(/\.(lef|lxf)$/i, '');
