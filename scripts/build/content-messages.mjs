// What the build tells a volunteer about their content: each problem with its file, line and
// field (formatProblem), printed in the terminal and, in GitHub Actions, as annotations and the
// job's summary. What is wrong is worded by schema-issues.mjs and the schemas' own checks.

import { excerpt } from './excerpt.mjs';
/** @import { Problem } from './types.js' */

export { excerpt };

/** "contacts › membership › email", with list items counted from 1.
 * @param {(string | number)[]} path */
export const fieldLabel = (path) =>
  path.map((step) => (typeof step === 'number' ? `item ${step + 1}` : step)).join(' › ');

/** `content/people.yaml, line 12 (contacts › membership › email): "x" is not an e-mail
 * address; …`
 * @param {Problem} problem */
export const formatProblem = ({ file, line, field, message }) =>
  `${file}, line ${line}${field ? ` (${field})` : ''}: ${message}`;

/** The same problem as a GitHub Actions error annotation on the file and line.
 * @param {Problem} problem */
export function annotation({ file, line, field, message }, level = 'error') {
  const data = (/** @type {string} */ text) =>
    text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (/** @type {string} */ text) =>
    data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const title = `Content ${level === 'error' ? 'problem' : 'warning'}`;
  const where = `file=${property(file)},line=${line}`;
  const named = property(field ? `${title} in ${field}` : title);
  return `::${level} ${where},title=${named}::${data(message)}`;
}

/** Prints what the volunteer should know though the site was built (term dates running out);
 * in GitHub Actions also as warning annotations on the file and line.
 * @param {Problem[]} warnings */
export function reportWarnings(warnings) {
  for (const warning of warnings) {
    console.warn(`  ! ${formatProblem(warning)}`);
    if (process.env.GITHUB_ACTIONS) console.log(annotation(warning, 'warning'));
  }
}

/** Every problem, as the volunteer reads it in the terminal (and the preview over the page).
 * @param {Problem[]} problems */
export function problemsText(problems) {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [
    `The site was not built: ${count} in the content to put right first.\n`,
    ...problems.map((problem) => `  ✗ ${formatProblem(problem)}\n`),
    'Nothing was changed in the built site. Fix these, save, and build again ' +
      '(the guide: docs/editing.md).',
  ].join('\n');
}

/**
 * Prints every problem for the volunteer; in GitHub Actions also as annotations and in the job
 * summary.
 * @param {Problem[]} problems
 */
export async function reportProblems(problems) {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  console.error(`\n${problemsText(problems)}\n`);
  if (process.env.GITHUB_ACTIONS) {
    for (const problem of problems) console.log(annotation(problem));
    if (process.env.GITHUB_STEP_SUMMARY) {
      const { appendFile } = await import('node:fs/promises');
      const rows = problems.map(
        (p) =>
          `| \`${p.file}\` | ${p.line} | ${p.field ?? ''} | ${p.message.replace(/\|/g, '\\|')} |`,
      );
      await appendFile(
        process.env.GITHUB_STEP_SUMMARY,
        `## The site was not published: ${count} in the content\n\n` +
          'The site online stays as it was. Put these right and save again:\n\n' +
          '| File | Line | Field | What to change |\n|---|---:|---|---|\n' +
          `${rows.join('\n')}\n`,
      );
    }
  }
}
