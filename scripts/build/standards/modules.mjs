// The standards' part of the galas step: swims judged before the walk (so the marks reach the
// gala and swimmer pages), then each swimmer's standards and a module per standard.
import { judgeSwims } from './judge.mjs';
import { standardPage, swimmerStandards } from './targets.mjs';

/**
 * @param {{ built: any[], standards: any[] }} args
 * @returns {(swimmers: any[], people: Map<string, any>) => Record<string, any>} the modules, once the swimmers are known
 */
export function judgeStandards({ built, standards }) {
  const bests = judgeSwims(built, standards);
  return (swimmers, people) => {
    const bySlug = new Map(swimmers.map((s) => [s.slug, s]));
    for (const person of people.values()) {
      const swimmer = !person.hidden && bySlug.get(person.ref.slug);
      const mine = swimmer && swimmerStandards(person, bests, standards);
      if (mine?.length) swimmer.standards = mine;
    }
    return Object.fromEntries(standards.map((standard) => [`standards/${standard.id}`, { standard: standardPage(standard, bests) }]));
  };
}
