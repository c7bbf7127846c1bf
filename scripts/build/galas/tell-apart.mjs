// For two swimmers shown under one name, the words that tell them apart wherever their names
// show (the age group of their latest gala). Names alike but for accents or capitals ("Benoit D."
// and "Benoît D.") are one name here: a reader, and the name filter, cannot tell them apart.
import { nameWords } from './names.mjs';
/** @import { Gala } from '../../../src/lib/gala-types.js' */
/** @import { SwimmerRef } from '../../../src/lib/swim-types.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { Person } from './names.mjs' */

/**
 * Gives `group` to the refs of swimmers who share a shown name: their latest age group, with
 * the gender's words when that is not enough.
 * @param {{ gala: Gala }[]} built the galas, oldest first
 * @param {Iterable<Person>} people every swimmer met
 * @param {Pick<Results, 'ageGroups' | 'words'>} settings
 */
export function tellApart(built, people, settings) {
  /** @type {Map<SwimmerRef, number>} ref → age at their latest gala */
  const latestAge = new Map();
  for (const { gala } of built)
    for (const event of gala.events)
      for (const swim of event.swims)
        if (swim.age !== undefined) latestAge.set(swim.swimmer, swim.age);
  /** @type {Map<string, Person[]>} */
  const byName = new Map();
  for (const person of people) {
    if (person.hidden || !person.ref.slug) continue;
    const alike = nameWords(person.ref.name).join(' ');
    byName.set(alike, [...(byName.get(alike) ?? []), person]);
  }
  const groupOf = (/** @type {Person} */ person) => {
    const age = latestAge.get(person.ref);
    return age === undefined
      ? undefined
      : settings.ageGroups.find((g) => age >= g.min && age <= g.max)?.name;
  };
  /** @type {Record<string, string>} */
  const genders = settings.words.genders;
  // results.yaml's words for adults, from their age (as the pages' genderName).
  const adults = /** @type {{ from: number } & Record<string, string> | undefined} */ (
    settings.words.adultGenders
  );
  const gender = (/** @type {Person} */ person) => {
    if (person.gender === undefined) return undefined;
    const age = latestAge.get(person.ref);
    const grown =
      adults && age !== undefined && age >= adults.from ? adults[person.gender] : undefined;
    return grown ?? genders[person.gender];
  };
  // The fewest words that tell them apart: the age group, then with the gender, then the age.
  /** @type {((person: Person) => string | undefined)[]} */
  const ways = [
    (person) => groupOf(person),
    (person) => [gender(person), groupOf(person)].filter(Boolean).join(', '),
    (person) =>
      [gender(person), latestAge.get(person.ref)]
        .filter((w) => w !== undefined && w !== '')
        .join(', '),
  ];
  for (const alike of byName.values()) {
    if (alike.length < 2) continue;
    const tried = ways.map((way) => alike.map((person) => way(person) || ''));
    const words =
      tried.find((w) => new Set(w).size === alike.length && w.every(Boolean)) ?? tried[1];
    alike.forEach((person, i) => {
      if (words[i]) person.ref.group = words[i];
    });
  }
}
