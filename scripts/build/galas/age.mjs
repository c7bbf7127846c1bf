// A swimmer's age at a gala. Shown on pages: at 31 December of the gala's year, or on the
// meet's own age date (Lenex AGEDATE) where it sets one, never on the day (an age that changes
// between two days of a meet gives a birthday away). For the club records' groups: by the club's
// rule, on the day of the swim or on 31 December (galaAgeRule).

/** @param {string | undefined} birthdate year-month-day @param {string} day the swim's date
 * @param {'day' | 'year-end'} rule @param {boolean} yearOnly the file gives birth years only */
export function ageAt(birthdate, day, rule, yearOnly) {
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate ?? '');
  if (!born || born[1] === '0000') return undefined;
  const years = Number(day.slice(0, 4)) - Number(born[1]);
  if (rule === 'year-end') return years;
  if (yearOnly) return undefined;
  return day.slice(5) >= `${born[2]}-${born[3]}` ? years : years - 1;
}

/**
 * The age a page shows, and the date it is at when the meet sets its own (AGEDATE): type YEAR (or
 * DATE on 31 December) is the age at the end of that year; type DATE on another day is the age on
 * that day, which a birth year alone cannot give.
 * @param {import('./meet-types.js').Meet['ageDate']} ageDate @param {boolean} yearOnly
 * @returns {{ at?: string, age: (birthdate: string | undefined, day: string) => number | undefined
 * }}
 */
export function shownAge(ageDate, yearOnly) {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(ageDate?.value ?? '') ? ageDate?.value : undefined;
  const type = ageDate?.type?.trim().toUpperCase();
  if (value && type === 'DATE' && !value.endsWith('-12-31'))
    return { at: value, age: (born) => ageAt(born, value, 'day', yearOnly) };
  const at = value ? `${value.slice(0, 4)}-12-31` : undefined;
  return { at, age: (born, day) => ageAt(born, at ?? day, 'year-end', yearOnly) };
}

/**
 * How a gala's ages are worked out: by the club's rule, unless the file gives birth years only.
 * Then the meet's own AGEDATE decides, as the meet did: type YEAR (or a date on 31 December) is the
 * age at the end of that year, the one age a birth year gives exactly; a birth year on another date
 * gives no age. @returns {{ rule: 'day' | 'year-end', day?: string, yearEnd?: true }} `day` stands
 * for the swim's date where the meet names its own; `yearEnd` when the file's birth years made it
 * so (the gala page says so).
 * @param {import('./meet-types.js').Meet['ageDate']} ageDate
 * @param {'day' | 'year-end'} clubRule @param {boolean} yearOnly
 */
export function galaAgeRule(ageDate, clubRule, yearOnly) {
  if (!yearOnly) return { rule: clubRule };
  const given = ageDate?.value;
  const value = given !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : undefined;
  const type = ageDate?.type?.trim().toUpperCase();
  if (type === 'DATE' && !value?.endsWith('-12-31')) return { rule: 'day' }; // none to be had
  return { rule: 'year-end', yearEnd: true, ...(value ? { day: value } : {}) };
}

/** A Lenex AGEGROUP's ages in words (-1 is "no limit"), for an event held for one age group. */
/** @param {number} min @param {number} max */
export function lenexAgeWords(min, max) {
  if (min < 0 && max < 0) return undefined;
  if (min < 0) return `${max} years and under`;
  if (max < 0) return `${min} years and over`;
  return min === max ? `${min} years` : `${min}–${max} years`;
}

/** The club's age groups (results.yaml) an age falls in, and "Open" for any age; worked out once
 * per age. @param {{ name: string, min: number, max: number }[]} groups
 * @returns {(age: number | undefined) => string[]} */
export function ageGroupsOf(groups) {
  /** @type {Map<number | undefined, string[]>} */
  const byAge = new Map();
  return (age) => {
    let names = byAge.get(age);
    if (!names)
      byAge.set(
        age,
        (names = groups
          .filter((g) => age !== undefined && age >= g.min && age <= g.max)
          .map((g) => g.name)
          .concat('Open')),
      );
    return names;
  };
}
