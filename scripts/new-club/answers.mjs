// The answers new-club works out when not given (questions.mjs asks), and their checks.
import { existsSync } from 'node:fs';
import { isColour } from './colours.mjs';

/** The answers so far, by question key; '' for none. @typedef {Record<string, string>} Answers */

/**
 * "Kilbrannan Otters" → "Kilbrannan Otters'"; "Kinloch ASC" → "Kinloch ASC's" (said "A-S-C's").
 * @param {string} name
 */
export const possessive = (name) => (/[a-z]s$/.test(name) ? `${name}'` : `${name}'s`);

/** The term answer of a club that trains every week of the year. @param {string} [value] */
export const allYear = (value) => /^\s*all year\s*$/i.test(value ?? '');

/**
 * "2026-08-17 to 2026-12-18" (or with a dash between) → { from, to }; null when it is not two
 * dates.
 * @param {string} value
 */
export function termOf(value) {
  const [, from, to] =
    value.trim().match(/^(\d{4}-\d{2}-\d{2})\s*(?:to|–|—|-)\s*(\d{4}-\d{2}-\d{2})$/i) ?? [];
  const real = (/** @type {string | undefined} */ date) =>
    date && new Date(`${date}T12:00:00Z`).toISOString().startsWith(date);
  try {
    return real(from) && real(to) ? { from, to } : null;
  } catch {
    return null; // a month 13 or a 32nd day
  }
}

/**
 * "Kinloch Amateur Swimming Club" → "Kinloch ASC"; "Oban Swimming Club" → "Oban SC".
 * @param {string} name
 */
export function shortNameOf(name) {
  const short = name
    .replace(/\bAmateur Swimming Club$/i, 'ASC')
    .replace(/\bSwimming Club$/i, 'SC')
    .replace(/\bSwim Club$/i, 'SC');
  return short;
}

/** A name as an address: "Kinloch ASC" → "kinloch-asc". @param {string} text */
export const slugOf = (text) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The default answer to a question, from the answers before it.
 * @param {string} key @param {Answers} answers
 */
export function defaultFor(key, answers) {
  if (key === 'shortName') return shortNameOf(answers.name);
  if (key === 'url') return `https://www.${slugOf(answers.shortName)}.org.uk/`;
  if (key === 'emailDomain') return new URL(answers.url).hostname.replace(/^www\./, '');
  if (key === 'general') return `Club Secretary info@${answers.emailDomain}`;
  if (key === 'wellbeing') return `wellbeing@${answers.emailDomain}`;
  if (key === 'ageRule') return 'year-end';
  if (key === 'body') return 'Scottish Swimming';
  return '';
}

const emailPattern = /^[^\s@,;]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const rolePattern = /^\p{L}[\p{L}\p{N} '’&-]*$/u;

/**
 * "Head Coach coach@kinloch.org" (or "Head Coach: coach@…") → { role, email }; null when it is not
 * a role and an address.
 * @param {string} text
 */
export function roleOf(text) {
  const [, role, email] = text.trim().match(/^(.+?)\s*:?\s+(\S+@\S+)$/) ?? [];
  return role && rolePattern.test(role) && emailPattern.test(email) ? { role, email } : null;
}

/**
 * The other roles answer: "Membership Secretary m@x.org, Head Coach c@x.org" → [{ role, email },
 * …].
 * @param {string} text
 */
export const rolesOf = (text) =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(roleOf);

/**
 * What is wrong with an answer, in plain words, or nothing.
 * @param {string} key @param {string} value
 */
export function problemWith(key, value) {
  if (key === 'general' && !roleOf(value))
    return (
      `"${value}" is not a role and an e-mail address: write the role in words, then the ` +
      'address, like Club Secretary info@kinloch-asc.org.uk'
    );
  if (key === 'wellbeing' && !emailPattern.test(value))
    return `"${value}" is not an e-mail address: write it like wellbeing@kinloch-asc.org.uk`;
  if (key === 'roles' && value) {
    const parts = value
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const wrong = parts.find((part) => !roleOf(part));
    if (wrong)
      return (
        `"${wrong}" is not a role and an e-mail address: write each as the role in words, then ` +
        'the address, like Head Coach coach@kinloch-asc.org.uk, with commas between them'
      );
  }
  if (key === 'ageRule' && !['day', 'year-end'].includes(value))
    return `"${value}" is not an age rule: write year-end or day`;
  if (key === 'url') {
    let url;
    try {
      url = new URL(value);
    } catch {
      return (
        `"${value}" is not a web address: write it in full, like ` +
        'https://www.kinloch-asc.org.uk/'
      );
    }
    if (url.protocol !== 'https:') return 'the web address should start with https://';
  }
  if (key === 'emailDomain' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value))
    return (
      `"${value}" is not an e-mail domain: write the part after the @, like ` + 'kinloch-asc.org.uk'
    );
  if (key === 'logo' && value && !existsSync(value)) return `there is no file "${value}"`;
  if (key === 'logo' && value && !/\.(svg|png|jpe?g|webp)$/i.test(value))
    return 'the logo should be an SVG, PNG, JPEG or WebP file';
  if (key === 'term' && value && !allYear(value)) {
    const term = termOf(value);
    if (!term)
      return (
        `"${value}" is not two dates: write the first and last days as year-month-day, like ` +
        '2026-08-17 to 2026-12-18, all year, or leave it empty'
      );
    if (term.to < term.from)
      return `the term ends (${term.to}) before it starts (${term.from}); check the dates`;
    if (term.to < new Date().toISOString().slice(0, 10))
      return `that term is over: give this term's dates or the next one's, or leave it empty`;
  }
  if ((key === 'primary' || key === 'accent') && value && !isColour(value))
    return `"${value}" is not a colour CSS knows: write it like #0b6e4f or rgb(11 110 79)`;
  return '';
}
