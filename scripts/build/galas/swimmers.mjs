// Who swam a result: our club's swimmers, one entry each across every gala (people.mjs), and
// others (a relay leg of another club, or one listed inside the relay), all named by names.mjs's
// rules (`settings.nameRules`).
import { betterSpelling } from './names.mjs';

/** @import { Athlete } from './meet-types.js' */
/** @import { Person } from './names.mjs' */

/**
 * @param {{ settings: { nameRules: import('./names.mjs').NameRules },
 *   people: import('./people.mjs').Roster, ours: Set<number> }} args
 * `people` is shared by all galas; `here` collects our swimmers at this one.
 */
export function swimmersOf({ settings, people, ours }) {
  const rules = settings.nameRules;
  /** @type {Set<Person>} */
  const here = new Set();
  /** @param {Athlete} athlete @returns {Person} */
  const personOf = (athlete) => {
    if (!athlete.person) {
      let person = people.find(athlete, here);
      if (!person) {
        const { first, last, gender } = athlete;
        const { name, hidden } = rules.show(athlete);
        person = { hidden, gender, first, last, licences: new Set(), ref: { name } };
        people.add(person);
        rules.meet(first, last); // a typed record of theirs is split as the files split their name
      } else {
        // Withheld if any file's spelling is (failing closed); else one spelling for all files.
        if (!person.hidden && rules.show(athlete).hidden) {
          person.hidden = true;
          person.ref.name = rules.show(athlete).name;
        }
        if (!person.hidden) {
          const first = betterSpelling(person.first, athlete.first);
          const last = betterSpelling(person.last, athlete.last);
          if (first !== person.first || last !== person.last)
            Object.assign(person, { first, last }).ref.name = rules.show({
              ...athlete,
              first,
              last,
            }).name;
        }
      }
      people.learn(person, athlete);
      athlete.person = person; // met again in this file: found at once
    }
    here.add(athlete.person);
    return athlete.person;
  };
  /** How a swimmer shows on the page: ours linked to their page, others by name. */
  /** @param {Athlete | undefined} athlete
   * @returns {import('../../../src/lib/swim-types.js').SwimmerRef} */
  const refOf = (athlete) => {
    if (!athlete) return { name: '' };
    if (ours.has(athlete.club)) return personOf(athlete).ref;
    return { name: rules.show(athlete).name };
  };
  return { personOf, refOf, here };
}
