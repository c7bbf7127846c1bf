// npm run new-club: starts a club's own site from the kit. Asks a few questions (or takes them
// as options: npm run new-club -- --name "Kinloch Amateur Swimming Club" --town Kinloch …) and
// replaces the example club's content/ and public/ with a clean start for this club, plus
// policy-templates/ to fill in. docs/new-club.md walks through it.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { defaultFor, possessive, problemWith } from './new-club/answers.mjs';
import { questions } from './new-club/questions.mjs';
import { clubColours } from './new-club/colours.mjs';
import { writeClub } from './new-club/write-club.mjs';
/** @import { Answers } from './new-club/answers.mjs' */

const options = Object.fromEntries(questions.map((q) => [q.option, { type: 'string' }]));
const { values } = parseArgs({ options: { ...options, into: { type: 'string' } } });
/** @type {Record<string, string | undefined>} */
const given = values;

/** @type {Answers} */
const answers = {};
/** The suggestions taken for options not given, when there is no one to ask. */
const suggested = [];
const allGiven = questions.every((q) => q.option in given || !q.required);
const terminal =
  !allGiven && process.stdin.isTTY
    ? createInterface({ input: process.stdin, output: process.stdout })
    : null;
for (const { key, option, ask, required } of questions) {
  let value = given[option]?.trim() ?? null;
  const fallback = defaultFor(key, answers);
  while (value === null || problemWith(key, value) || (required && !value)) {
    if (value !== null && terminal)
      console.log(`  ${problemWith(key, value) || 'this one is needed'}`);
    if (!terminal) {
      if (value === null && !required) {
        value = fallback;
        // Said, so no answer is taken for the club without a word (the general address, say).
        if (fallback) suggested.push(`--${option} "${fallback}"`);
        break;
      }
      const problem =
        value === null
          ? `please give --${option} (${ask.toLowerCase()})`
          : `--${option}: ${problemWith(key, value) || 'this one is needed'}`;
      console.error(`new-club: ${problem}`);
      process.exit(1);
    }
    const answer = await terminal
      .question(`${ask}${fallback ? ` [${fallback}]` : ''}: `)
      .catch(() => null);
    if (answer === null) {
      // Ctrl+C or Ctrl+D: stopped before anything was written.
      console.log('\nStopped: nothing was changed.');
      process.exit(1);
    }
    value = answer.trim() || fallback;
  }
  answers[key] = value;
}
const into = given.into ?? '.';
if (terminal) {
  const sure = await terminal
    .question(
      `This replaces everything in ${into === '.' ? '' : `${into}/`}content/ and public/ (the ` +
        `example club's words and pictures) with ${possessive(answers.name)} start. ` +
        'Go ahead? [Y/n] ',
    )
    .catch(() => 'n');
  if (/^n/i.test(sure.trim())) {
    console.log('Stopped: nothing was changed.');
    process.exit(1);
  }
}
terminal?.close();

const { colours, problems } = await clubColours(answers);
if (problems.length) {
  console.error(`new-club: ${problems.join('\n')}`);
  process.exit(1);
}
Object.assign(answers, colours);
await writeClub(answers, { into });
const where = into === '.' ? 'this folder' : into;
console.log(
  [
    `Started ${possessive(answers.name)} site in ${where}: content/, public/ and ` +
      'policy-templates/.',
    `Colours: primary ${answers.primary}, accent ${answers.accent}. See it with npm start; next ` +
      'steps are in docs/new-club.md.',
  ].join('\n'),
);
if (suggested.length)
  console.log(
    `Not given, so suggested (run again with the option to change one): ${suggested.join(', ')}.`,
  );
