// Writes a club's starting site: content/, public/ and policy-templates/ from the starter set
// beside this file, with the club's answers filled in. Everything of the example club in those
// folders is replaced.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from '../files.mjs';
import { possessive, termOf } from './answers.mjs';
import { drawnLogo } from './colours.mjs';

const starter = fileURLToPath(new URL('starter', import.meta.url));

/** The term's lines in training.yaml, named by the season it starts in; none: an empty list. */
function termLines(answer) {
  const term = answer && termOf(answer);
  if (!term) return ' []';
  const month = Number(term.from.slice(5, 7));
  const name = month >= 8 ? 'Autumn term' : month <= 3 ? 'Spring term' : 'Summer term';
  return `\n  - name: ${name}\n    from: ${term.from}\n    to: ${term.to}`;
}

/** Fills {{key}} in a starter file. In YAML every filled-in value sits in double quotes, so it is
 * escaped for them: a name with a colon or a quote mark cannot break the file. A `{ yaml }`
 * value is lines of YAML the script wrote itself, put in as they are. */
function fill(text, values, inYaml) {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`starter file has an unknown placeholder ${whole}`);
    const value = values[key];
    if (typeof value === 'object') return value.yaml;
    return inYaml ? JSON.stringify(String(value)).slice(1, -1) : value;
  });
}

/** A news post's front matter is YAML, its words Markdown. */
function fillFile(path, text, values) {
  if (path.endsWith('.yaml')) return fill(text, values, true);
  const [, front, body] = text.match(/^(---\n[\s\S]*?\n---\n)([\s\S]*)$/) ?? [null, '', text];
  return fill(front, values, true) + fill(body, values, false);
}

export async function writeClub(answers, { into = '.', today = new Date() } = {}) {
  const logoFile = `images/logo${answers.logo ? extname(answers.logo).toLowerCase() : '.svg'}`;
  const values = {
    ...answers,
    today: today.toISOString().slice(0, 10),
    year: String(today.getUTCFullYear()),
    terms: { yaml: termLines(answers.term) },
    shortNamePossessive: possessive(answers.shortName),
    logo: logoFile,
    generalEmail: `info@${answers.emailDomain}`,
    wellbeingEmail: `wellbeing@${answers.emailDomain}`,
  };
  // Read first: the logo may be in public/, which is about to be emptied.
  const logo = answers.logo ? await readFile(answers.logo) : drawnLogo(answers);
  // The words on buttons and menus name no club: the starter has none of its own, they stay.
  const ui = await readFile(join(into, 'content', 'ui.yaml')).catch(() => readFile(new URL('../../content/ui.yaml', import.meta.url)));
  for (const folder of ['content', 'public', 'policy-templates']) await rm(join(into, folder), { recursive: true, force: true });
  for (const file of await listFiles(starter)) {
    const to = join(into, file.replace('news/welcome.md', `news/${values.today}-welcome.md`));
    await mkdir(join(to, '..'), { recursive: true });
    await writeFile(to, fillFile(file, await readFile(join(starter, file), 'utf8'), values));
  }
  await writeFile(join(into, 'content', 'ui.yaml'), ui);
  await mkdir(join(into, 'public', 'images'), { recursive: true });
  await mkdir(join(into, 'public', 'documents'), { recursive: true });
  await writeFile(join(into, 'public', logoFile), logo);
}
