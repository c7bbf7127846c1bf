// The standards' part of the galas step: swims judged before the walk (so the marks reach the
// gala and swimmer pages), then each swimmer's standards and a module per standard.
import { judgeSwims } from './judge.mjs';
import { standardPage, swimmerStandards } from './targets.mjs';
/** @import { Standard, StandardSummary } from '../../../src/lib/standard-types.js' */
/** @import { Swimmer } from '../../../src/lib/swimmer-types.js' */
/** @import { BuiltGala } from '../galas/types.js' */
/** @import { Person } from '../galas/names.mjs' */

/**
 * @param {{ built: BuiltGala[], standards: Standard[] }} args
 * @returns {(swimmers: Swimmer[], people: { values(): Iterable<Person> }) => Record<string, {
 * standard: StandardSummary }>} the modules, once the swimmers are known
 */
export function judgeStandards({ built, standards }) {
  const bests = judgeSwims(built, standards);
  return (swimmers, people) => {
    const bySlug = new Map(swimmers.map((s) => [s.slug, s]));
    for (const person of people.values()) {
      const swimmer = !person.hidden && person.ref.slug ? bySlug.get(person.ref.slug) : undefined;
      const mine = swimmer && swimmerStandards(person, bests, standards);
      if (swimmer && mine?.length) swimmer.standards = mine;
    }
    return Object.fromEntries(
      standards.map((standard) => [
        `standards/${standard.id}`,
        { standard: standardPage(standard, bests) },
      ]),
    );
  };
}
