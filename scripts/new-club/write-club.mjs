// Writes a club's starting site: content/, public/ and policy-templates/ from the starter set
// beside this file, with the club's answers filled in. Everything of the example club in those
// folders is replaced.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { keyFileName, keyFileText } from '../build/galas/address-key.mjs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from '../files.mjs';
import { allYear, possessive, roleOf, rolesOf, slugOf, termOf } from './answers.mjs';
import { bodyValues } from './bodies.mjs';
import { drawnLogo } from './colours.mjs';
/** @import { Answers } from './answers.mjs' */

/** A role to write to. @typedef {{ role: string, email: string, about?: string }} Contact */
/** A starter file's value: words, or lines of YAML. @typedef {string | { yaml: string }} Value */

const starter = fileURLToPath(new URL('starter', import.meta.url));

/**
 * The term's lines in training.yaml, named by the season it starts in; none: an empty list.
 * @param {string} [answer]
 */
function termLines(answer) {
  if (allYear(answer)) return ' all year';
  const term = answer && termOf(answer);
  if (!term) return ' []';
  const month = Number(term.from.slice(5, 7));
  const name = month >= 8 ? 'Autumn term' : month <= 3 ? 'Spring term' : 'Summer term';
  return `\n  - name: ${name}\n    from: ${term.from}\n    to: ${term.to}`;
}

/** What people write to a role about, shown on the Contact page: for the roles clubs usually
 * have; any other role goes without (the club adds its own words). */
/** @type {[RegExp, string][]} */
const aboutWords = [
  [/^general$/, 'Anything else, and where you are not sure who to ask'],
  [/^wellbeing$/, "A worry about a swimmer's safety or wellbeing, in confidence"],
  [/member|registrar/, 'Joining, trials, transfers and fees'],
  [/coach/, 'Squads, training and moving up'],
  [/volunteer/, 'Helping on poolside, at galas or behind the scenes'],
  [/gala|competition|entries/, 'Galas, entries and results'],
];

/**
 * The club's contacts, by the name pages use for them (general, wellbeing, head-coach, …).
 * @param {Answers} answers
 */
function contactsOf(answers) {
  // A role and an address: problemWith lets no other answer through.
  const general = /** @type {Contact} */ (roleOf(answers.general));
  /** @type {Record<string, Contact>} */
  const contacts = {
    general,
    wellbeing: { role: bodyValues(answers.body).wellbeingRole, email: answers.wellbeing },
  };
  // Each a role and an address, as problemWith checked.
  for (const { role, email } of /** @type {Contact[]} */ (rolesOf(answers.roles ?? ''))) {
    let name = slugOf(role);
    while (name in contacts) name = `${name}-2`;
    contacts[name] = { role, email };
  }
  for (const [name, contact] of Object.entries(contacts)) {
    const about = aboutWords.find(([pattern]) =>
      pattern.test(name === 'general' || name === 'wellbeing' ? name : contact.role.toLowerCase()),
    )?.[1];
    if (about) contact.about = about;
  }
  return contacts;
}

/** The starter's words for who to ask, following the roles the club has: a page about joining
 * names its membership role, else the general one ("the Club Secretary"), with writeTo to match.
 * @param {Record<string, Contact>} contacts */
function roleWords(contacts) {
  const q = (/** @type {string} */ text) => JSON.stringify(text);
  const lines = Object.entries(contacts).map(
    ([name, c]) =>
      `\n  ${name}:\n    role: ${q(c.role)}\n    email: ${q(c.email)}` +
      (c.about ? `\n    about: ${q(c.about)}` : ''),
  );
  /** @param {RegExp} pattern @returns {[string, Contact] | undefined} */
  const pick = (pattern) =>
    Object.entries(contacts).find(
      ([name, c]) => !['general', 'wellbeing'].includes(name) && pattern.test(c.role.toLowerCase()),
    );
  const [joinName, join] = pick(/member|registrar/) ?? ['general', contacts.general];
  const [volunteerName, volunteer] = pick(/volunteer/) ?? ['general', contacts.general];
  const writeTo = (/** @type {string} */ name) => ({
    yaml: name === 'general' ? '' : `\n  writeTo: ${name}`,
  });
  const others = Object.values(contacts).map((c) => c.role);
  // Only the roles the club gave: a Chairperson or Treasurer it did not name is not assumed.
  const committee = others.filter((role, i, all) => all.indexOf(role) === i);
  return {
    contacts: { yaml: lines.join('') },
    generalWho: `the ${contacts.general.role}`,
    joinWho: `the ${join.role}`,
    joinWriteTo: writeTo(joinName),
    volunteerWho: `the ${volunteer.role}`,
    volunteerWriteTo: writeTo(volunteerName),
    committeeRoles: { yaml: committee.map((role) => `\n    - ${q(role)}`).join('') },
  };
}

/** Fills {{key}} in a starter file. In YAML every filled-in value sits in double quotes, so it is
 * escaped for them: a name with a colon or a quote mark cannot break the file. A `{ yaml }`
 * value is lines of YAML the script wrote itself, put in as they are.
 * @param {string} text @param {Record<string, Value>} values @param {boolean} inYaml */
function fill(text, values, inYaml) {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`starter file has an unknown placeholder ${whole}`);
    const value = values[key];
    if (typeof value === 'object') return value.yaml;
    return inYaml ? JSON.stringify(String(value)).slice(1, -1) : value;
  });
}

/**
 * A news post's front matter is YAML, its words Markdown.
 * @param {string} path @param {string} text @param {Record<string, Value>} values
 */
function fillFile(path, text, values) {
  if (path.endsWith('.yaml')) return fill(text, values, true);
  const [, front, body] = text.match(/^(---\n[\s\S]*?\n---\n)([\s\S]*)$/) ?? [null, '', text];
  return fill(front, values, true) + fill(body, values, false);
}

/** @param {Answers} answers */
export async function writeClub(answers, { into = '.', today = new Date() } = {}) {
  const contacts = contactsOf(answers);
  const logoFile = `images/logo${answers.logo ? extname(answers.logo).toLowerCase() : '.svg'}`;
  const values = {
    ...answers,
    today: today.toISOString().slice(0, 10),
    year: String(today.getUTCFullYear()),
    terms: { yaml: termLines(answers.term) },
    trainingWhen: allYear(answers.term)
      ? 'Every squad trains every week of the year, at the times in its timetable, except on ' +
        'the days listed under "No training".'
      : 'Every squad trains during the terms below, at the times in its timetable. There is no ' +
        'training between terms or on the days listed under "No training".',
    shortNamePossessive: possessive(answers.shortName),
    logo: logoFile,
    ageRule: answers.ageRule ?? 'year-end',
    ...bodyValues(answers.body),
    ...roleWords(contacts),
    generalEmail: contacts.general.email,
    wellbeingEmail: contacts.wellbeing.email,
  };
  // Read first: the logo may be in public/, which is about to be emptied.
  const logo = answers.logo
    ? await readFile(answers.logo)
    : drawnLogo({ primary: answers.primary, accent: answers.accent });
  // The words on buttons and menus name no club: the starter has none of its own, they stay.
  const ui = await readFile(join(into, 'content', 'ui.yaml')).catch(() =>
    readFile(new URL('../../content/ui.yaml', import.meta.url)),
  );
  for (const folder of ['content', 'public', 'policy-templates'])
    await rm(join(into, folder), { recursive: true, force: true });
  for (const file of await listFiles(starter)) {
    const to = join(into, file.replace('news/welcome.md', `news/${values.today}-welcome.md`));
    await mkdir(join(to, '..'), { recursive: true });
    await writeFile(to, fillFile(file, await readFile(join(starter, file), 'utf8'), values));
  }
  await writeFile(join(into, 'content', 'ui.yaml'), ui);
  await mkdir(join(into, 'public', 'images'), { recursive: true });
  await mkdir(join(into, 'public', 'documents'), { recursive: true });
  // Kept, though empty, so the folder is there for the first meet's file (git keeps no empty
  // folder).
  await mkdir(join(into, 'content', 'galas'), { recursive: true });
  await writeFile(join(into, 'content', 'galas', '.gitkeep'), '');
  // The club's own secret for swimmers' addresses: never the example club's (public) one.
  await writeFile(join(into, 'content', keyFileName), keyFileText());
  await writeFile(join(into, 'public', logoFile), logo);
}
