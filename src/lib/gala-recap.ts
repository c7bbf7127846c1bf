// A gala's recap in words, from its summary's figures (scripts/build/galas/recap.mjs): the
// paragraph that opens its page, and its entry in the Atom feed (scripts/build/feeds.mjs), so
// the club can repost it as it is. Each sentence in results.yaml's words; one with nothing to say
// is left out. Each swim it names is a part of its own, so the page links it to its event.
import { fill } from './fill.js';
import type { GalaSummary, RecapSwim } from './results-types.js';
import type { SwimmerRef } from './swim-types.js';
import { formatTime, raceName, shownName, type GalaWords } from './gala-words.js';

/** Words, or a swimmer's name that links to an event of the gala's page (#event-<event + 1>). */
export type RecapPart = string | { name: string; event: number };

/** `template` filled as fill() does, a value that is parts kept as parts. */
function fillParts(
  template: string,
  values: Record<string, string | number | RecapPart[]>,
): RecapPart[] {
  return template.split(/(\{\w+\})/).flatMap((piece) => {
    const value = /^\{(\w+)\}$/.test(piece) ? values[piece.slice(1, -1)] : undefined;
    if (value === undefined) return piece ? [piece] : [];
    return Array.isArray(value) ? value : [String(value)];
  });
}

const list = (items: RecapPart[][]) => items.flatMap((item, i) => (i ? [', ', ...item] : item));
const named = (swimmer: SwimmerRef, event: number): RecapPart => ({
  name: shownName(swimmer),
  event,
});

/** The recap's sentences, each as parts; none when the gala has no valid swims of ours. */
export function galaRecapParts(gala: GalaSummary, words: GalaWords): RecapPart[][] {
  const { recap } = gala;
  if (!recap || !recap.swims) return [];
  const { pages } = words;
  const { gold, silver, bronze } = gala.medals;
  const swim = (s: RecapSwim) =>
    fillParts(pages.recapSwim, {
      name: [named(s.swimmer, s.event)],
      race: raceName(s.race, words),
      time: formatTime(s.time),
    });
  const swims = (template: string, of: RecapSwim[] | undefined, more = {}) =>
    of?.length
      ? fillParts(template, {
          ...more,
          count: of.length,
          records: of.length,
          list: list(of.map(swim)),
        })
      : [];
  const everyoneNew = gala.newcomers !== undefined && gala.newcomers >= gala.swimmers;
  const improvements = recap.improvements.map((s) =>
    fillParts(pages.recapImprovement, {
      name: [named(s.swimmer, s.event)],
      drop: formatTime(s.drop),
      race: raceName(s.race, words),
    }),
  );
  const pbs = (recap.pbs ?? []).map(({ swimmer, count, event }) =>
    count > 1
      ? fillParts(pages.recapPbsOf, { name: [named(swimmer, event)], count })
      : [named(swimmer, event)],
  );
  const counts = {
    swimmers: gala.swimmers,
    swims: recap.swims,
    pbs: gala.pbs,
    firsts: gala.firsts,
    newcomers: gala.newcomers ?? 0,
  };
  return [
    everyoneNew ? [fill(pages.recapFirstGala, counts)] : [fill(pages.recapSwims, counts)],
    !everyoneNew && gala.newcomers ? [fill(pages.recapNewcomers, counts)] : [],
    improvements.length ? fillParts(pages.recapImprovements, { list: list(improvements) }) : [],
    pbs.length ? fillParts(pages.recapPbs, { list: list(pbs) }) : [],
    swims(pages.recapRecords, recap.records),
    swims(pages.recapEqualled, recap.equalled),
    gold + silver + bronze ? [fill(pages.recapMedals, { gold, silver, bronze })] : [],
    recap.standards.length
      ? fillParts(pages.recapStandards, {
          list: recap.standards.flatMap((s, i) => [
            ...(i ? ['; '] : []),
            ...swims(pages.recapStandard, s.swims, { standard: s.short }),
          ]),
        })
      : [],
    ...(recap.notes ?? []).map((n) => swims(pages.recapNote, n.swims, { note: n.note })),
  ]
    .filter((sentence) => sentence.length)
    .map(oneStop);
}

const text = (part: RecapPart | undefined) =>
  typeof part === 'string' ? part : (part?.name ?? '');
/** "Ailsa M.." ends once: a name ending in a full stop takes the sentence's. */
const oneStop = (parts: RecapPart[]) =>
  parts.map((part, i) =>
    typeof part === 'string' && part.startsWith('.') && text(parts[i - 1]).endsWith('.')
      ? part.slice(1)
      : part,
  );

/** The recap as plain words (the feed's entry). */
export function galaRecap(gala: GalaSummary, words: GalaWords): string {
  return galaRecapParts(gala, words)
    .map((parts) => parts.map(text).join(''))
    .join(' ');
}
