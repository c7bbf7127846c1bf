// Who swam a result: our club's swimmers, one entry each across every gala (found by name and
// birth year, spelt as a person reads them), and others (a relay leg of another club, or one
// listed inside the relay), all named by names.mjs's rules (`settings.nameRules`).
import { betterSpelling, personKey } from './names.mjs';

/** @import { Athlete } from './types.js' */

/**
 * @param {{ settings: { nameRules: import('./names.mjs').NameRules }, people: Map<string, import('./names.mjs').Person>, ours: Set<number> }} args
 * `people` is shared by all galas; `here` collects our swimmers at this one.
 */
export function swimmersOf({ settings, people, ours }) {
  const rules = settings.nameRules;
  /** @type {Set<import('./names.mjs').Person>} */
  const here = new Set();
  /** @param {Athlete} athlete @returns {import('./names.mjs').Person} */
  const personOf = (athlete) => {
    if (!athlete.person) {
      const key = personKey(athlete);
      let person = people.get(key);
      if (!person) {
        const { name, hidden } = rules.show(athlete.first, athlete.last);
        person = { key, hidden, gender: athlete.gender, first: athlete.first, last: athlete.last, ref: { name } };
        people.set(key, person);
        rules.meet(athlete.first, athlete.last); // a typed record of theirs is split as the files split their name
      } else if (!person.hidden) {
        // One swimmer spelt two ways (Zoë, ZOE): the same spelling shows whichever file came first.
        const [first, last] = [betterSpelling(person.first, athlete.first), betterSpelling(person.last, athlete.last)];
        if (first !== person.first || last !== person.last) Object.assign(person, { first, last }).ref.name = rules.show(first, last).name;
      }
      athlete.person = person; // met again in this file: found at once
    }
    here.add(athlete.person);
    return athlete.person;
  };
  /** How a swimmer shows on the page: ours linked to their page, others by name. */
  /** @param {Athlete | undefined} athlete @returns {import('../../../src/lib/gala-types.js').SwimmerRef} */
  const refOf = (athlete) => {
    if (!athlete) return { name: '' };
    if (ours.has(athlete.club)) return personOf(athlete).ref;
    return { name: rules.show(athlete.first, athlete.last).name };
  };
  return { personOf, refOf, here };
}
