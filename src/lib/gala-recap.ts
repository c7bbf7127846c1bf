// A gala's recap in words, from its summary's figures (scripts/build/galas/recap.mjs): the
// paragraph that opens its page, and its entry in the Atom feed (scripts/build/feeds.mjs), so
// the club can repost it as it is. Each sentence in results.yaml's words; one with nothing to say
// is left out.
import { fill } from './fill.js';
import type { GalaSummary } from './gala-types.js';
import { formatTime, raceName, type GalaWords } from './gala-words.js';

export function galaRecap(gala: GalaSummary, words: GalaWords): string {
  const { recap } = gala;
  if (!recap || !recap.swims) return '';
  const { pages } = words;
  const { gold, silver, bronze } = gala.medals;
  const improvements = recap.improvements.map(({ name, drop, race }) =>
    fill(pages.recapImprovement, { name, drop: formatTime(drop), race: raceName(race, words) }),
  );
  const standards = recap.standards.map(({ short, swims }) => fill(pages.recapStandard, { standard: short, count: swims }));
  return [
    fill(pages.recapSwims, { swimmers: gala.swimmers, swims: recap.swims, pbs: gala.pbs, firsts: gala.firsts }),
    improvements.length && fill(pages.recapImprovements, { list: improvements.join(', ') }),
    recap.records && fill(pages.recapRecords, { records: recap.records }),
    gold + silver + bronze && fill(pages.recapMedals, { gold, silver, bronze }),
    standards.length && fill(pages.recapStandards, { list: standards.join(', ') }),
  ]
    .filter(Boolean)
    .join(' ');
}
