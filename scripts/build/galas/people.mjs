// Who a swimmer of the club is across galas (a file's athlete ids are its own): found by
// registration number where the files give one, else by name as a person reads it (Zoë = ZOE)
// and birth year. Two children of one name and birth year in one file stay two (their ids and
// licences differ); a file without birth dates joins the children already known by that name.
// Kept inside the build, never written out.
import { nameWords } from './names.mjs';

/** @import { Athlete } from './meet-types.js' */
/** @import { Person } from './names.mjs' */

/** The name's words, first name | surname: "Zoë Lefèvre" and "ZOE LEFEVRE" alike. */
export const nameKey = (/** @type {{ first: string, last: string }} */ a) =>
  `${nameWords(a.first).join(' ')}|${nameWords(a.last).join(' ')}`;

/** A birth year, where the file gives one. */
export const bornYear = (/** @type {string | undefined} */ birthdate) => {
  const year = Number(birthdate?.slice(0, 4));
  return year > 0 ? year : undefined;
};

/** Every swimmer of the club met so far, shared by all galas. */
export function roster() {
  /** @type {Person[]} */
  const all = [];
  /** @type {Map<string, Person>} */
  const byLicence = new Map();
  /** @type {Map<string, Person[]>} */
  const byName = new Map();
  return {
    values: () => all.values(),
    /**
     * The person an athlete of a file is, if already known; `taken` are those another athlete
     * of the same file already is.
     * @param {Athlete} athlete @param {Set<Person>} taken @returns {Person | undefined}
     */
    find(athlete, taken) {
      const licence = athlete.license;
      const known = licence === undefined ? undefined : byLicence.get(licence);
      if (known && !taken.has(known)) return known;
      const year = bornYear(athlete.birthdate);
      const fits = (byName.get(nameKey(athlete)) ?? []).filter(
        (p) =>
          !taken.has(p) &&
          (year === undefined || p.year === undefined || p.year === year) &&
          (licence === undefined || !p.licences.size || p.licences.has(licence)) &&
          (!athlete.gender || !p.gender || p.gender === athlete.gender),
      );
      const sameYear = fits.filter((p) => year !== undefined && p.year === year);
      const found = sameYear.length ? sameYear : fits;
      // Two who might be this swimmer: neither is taken for them (a page of their own).
      return found.length === 1 ? found[0] : undefined;
    },
    /**
     * Notes what this file tells of a person: a licence, a birth year. @param {Person} person
     * @param {Athlete} athlete
     */
    learn(person, athlete) {
      if (athlete.license && !person.licences.has(athlete.license)) {
        person.licences.add(athlete.license);
        byLicence.set(athlete.license, person);
      }
      person.year ??= bornYear(athlete.birthdate);
      if (!person.born && athlete.birthdate && !athlete.birthdate.endsWith('-01-01'))
        person.born = athlete.birthdate;
      person.gender ??= athlete.gender;
    },
    /** @param {Person} person */
    add(person) {
      all.push(person);
      const key = nameKey(person);
      byName.set(key, [...(byName.get(key) ?? []), person]);
    },
  };
}

/** @typedef {ReturnType<typeof roster>} Roster */
