// Who swam a result: our club's swimmers, one entry each across every gala (found by name and
// birth year), named as results.yaml says or withheld; another club's (a relay leg) by name only.
import { personKey, shownName } from './names.mjs';

const plain = (name) => name.trim().normalize('NFC').toLowerCase().replace(/\s+/g, ' ');

/**
 * @param {{ settings: any, people: Map<string, any>, ours: Set<string | number> }} args
 * `people` is shared by all galas; `here` collects our swimmers at this one.
 */
export function swimmersOf({ settings, people, ours }) {
  const withheld = new Set(settings.withheld.map(plain));
  const here = new Set();
  const personOf = (athlete) => {
    if (!athlete.person) {
      const key = personKey(athlete);
      if (!people.has(key)) {
        const hidden = withheld.has(plain(`${athlete.first} ${athlete.last}`));
        const name = hidden ? settings.words.withheld : shownName(athlete.first, athlete.last, settings.names);
        people.set(key, { key, hidden, gender: athlete.gender, ref: { name } });
      }
      athlete.person = people.get(key); // met again in this file: found at once
    }
    here.add(athlete.person);
    return athlete.person;
  };
  /** How a swimmer shows on the page: ours linked to their page, others by name. */
  const refOf = (athlete) => {
    if (!athlete) return { name: '' };
    if (ours.has(athlete.club)) return personOf(athlete).ref;
    return { name: shownName(athlete.first ?? '', athlete.last ?? '', settings.names) };
  };
  return { personOf, refOf, here };
}
