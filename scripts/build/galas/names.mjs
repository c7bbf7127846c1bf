// Swimmers' names as results.yaml says they show (full, first name and surname initial, or
// first name only), and the address of each swimmer's page, made from the name shown (so it
// holds nothing the page does not) and never from an id.

// Meet files often write surnames in capitals (MACLEOD): shown as Macleod.
const capitalised = (name) =>
  name === name.toUpperCase() && /\p{Lu}{2}/u.test(name) ? name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, b, c) => b + c.toUpperCase()) : name;

/** @param {'full' | 'initial' | 'first'} style */
export function shownName(first, last, style) {
  const given = capitalised(first.trim());
  const family = capitalised(last.trim());
  if (!given) return family;
  if (style === 'first' || !family) return given;
  if (style === 'initial') return `${given} ${[...family][0].toUpperCase()}.`;
  return `${given} ${family}`;
}

/** Who a swimmer is across files (athlete ids belong to one file): name and birth date. Kept
 * inside the build, never written out. */
export const personKey = (athlete) =>
  [athlete.first, athlete.last].map((n) => n.trim().normalize('NFC').toLowerCase()).join('|') + `|${athlete.birthdate?.slice(0, 4) || athlete.gender || ''}`;

/** "Ailsa M." → ailsa-m; accents dropped (Élodie → elodie). */
export const slugOf = (name) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'swimmer';

/** Hands out unique slugs in the order swimmers are first met (galas oldest first), so a
 * swimmer's address stays as new galas are added. */
export function slugMaker() {
  const used = new Set();
  return (name) => {
    const base = slugOf(name);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}
