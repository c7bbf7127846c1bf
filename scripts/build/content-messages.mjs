// Turns what the schemas found into sentences for a volunteer: which field, what is wrong, and
// what to write instead. The field kinds in src/content/schema/fields.ts word their own
// problems; zod's generic ones ("Invalid input: expected string") are reworded here.

import { excerpt } from './excerpt.mjs';

export { excerpt };

/** "contacts › membership › email", with list items counted from 1. */
export const fieldLabel = (path) =>
  path.map((step) => (typeof step === 'number' ? `item ${step + 1}` : step)).join(' › ');

// The object schema found by following `path` into `schema` (through lists, optional fields and
// checks), so an unknown field can be compared with the ones that are allowed there.
function objectAt(schema, path) {
  let node = schema;
  const unwrap = () => {
    for (
      let def = node?._zod?.def;
      def && ['pipe', 'optional', 'nullable', 'default', 'prefault'].includes(def.type);
      def = node?._zod?.def
    ) {
      // A preprocess (a pipe from a transform) checks what comes out of it.
      node =
        def.type !== 'pipe'
          ? def.innerType
          : def.in?._zod?.def?.type === 'transform'
            ? def.out
            : def.in;
    }
  };
  unwrap();
  for (const step of path) {
    const def = node?._zod?.def;
    node =
      def?.type === 'object' ? def.shape[step] : def?.type === 'array' ? def.element : undefined;
    unwrap();
  }
  return node?._zod?.def?.type === 'object' ? Object.keys(node._zod.def.shape) : [];
}

function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

const closest = (key, allowed) =>
  allowed
    .map((name) => ({ name, d: distance(key.toLowerCase(), name.toLowerCase()) }))
    .filter(({ d }) => d <= Math.max(2, Math.floor(key.length / 3)))
    .sort((a, b) => a.d - b.d)[0]?.name;

const kinds = {
  object: 'should have its own fields, each on a line of its own, indented under it',
  array: 'should be a list, each item on its own line starting with "- "',
  string: 'should be text',
  number: 'should be a number',
  boolean: 'should be true or false',
};

/** One problem per zod issue: `{ path, key?, message }`, `key` naming an unknown field. */
export function describeIssues(issues, schema) {
  // A misspelt field is also a missing one: say it once, as "did you mean".
  const guessed = new Set(
    issues
      .filter((i) => i.code === 'unrecognized_keys')
      .flatMap((i) =>
        i.keys.map((key) => [...i.path, closest(key, objectAt(schema, i.path))].join('.')),
      ),
  );
  return issues.flatMap((issue) => {
    if (
      issue.code === 'invalid_type' &&
      issue.input === undefined &&
      guessed.has(issue.path.join('.'))
    )
      return [];
    const { code, path } = issue;
    if (code === 'unrecognized_keys') {
      const allowed = objectAt(schema, path);
      return issue.keys.map((key) => {
        const guess = closest(key, allowed);
        const hint = guess
          ? `did you mean "${guess}"?`
          : `the fields allowed here are: ${allowed.join(', ')}`;
        return { path, key, message: `"${excerpt(key)}" is not a field here; ${hint}` };
      });
    }
    const missing = issue.input === undefined || (issue.input === null && code === 'invalid_type');
    const generic = /^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message);
    if (missing && (generic || issue.message === 'is missing')) {
      const name = path.at(-1);
      return [
        {
          path,
          message:
            typeof name === 'string'
              ? `"${name}" is missing; add a line for it, like ${name}: …`
              : 'an item is missing here',
        },
      ];
    }
    if (!generic) {
      // The field kinds quote what was written: a long paste only in part.
      const long = typeof issue.input === 'string' && issue.input.length > 60;
      return [
        {
          path,
          message: (long
            ? issue.message.replaceAll(issue.input, excerpt(issue.input))
            : issue.message
          ).replace(/^is /, 'this is '),
        },
      ];
    }
    if (code === 'invalid_type')
      return [
        {
          path,
          message: `${excerpt(JSON.stringify(issue.input) ?? String(issue.input))} ${kinds[issue.expected] ?? `should be ${issue.expected}`}`,
        },
      ];
    if (code === 'too_small' && issue.origin === 'array')
      return [
        { path, message: `needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}` },
      ];
    if (code === 'invalid_value')
      return [{ path, message: `should be one of: ${issue.values.join(', ')}` }];
    return [{ path, message: issue.message }];
  });
}

/** `content/people.yaml, line 12 (contacts › membership › email): "x" is not an e-mail address; …`
 * @param {{ file: string, line: number, field?: string, message: string }} problem */
export const formatProblem = ({ file, line, field, message }) =>
  `${file}, line ${line}${field ? ` (${field})` : ''}: ${message}`;

/** The same problem as a GitHub Actions error annotation on the file and line. */
export function annotation({ file, line, field, message }, level = 'error') {
  const data = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const title = `Content ${level === 'error' ? 'problem' : 'warning'}`;
  return `::${level} file=${property(file)},line=${line},title=${property(field ? `${title} in ${field}` : title)}::${data(message)}`;
}

/** Prints what the volunteer should know though the site was built (term dates running out);
 * in GitHub Actions also as warning annotations on the file and line. */
export function reportWarnings(warnings) {
  for (const warning of warnings) {
    console.warn(`  ! ${formatProblem(warning)}`);
    if (process.env.GITHUB_ACTIONS) console.log(annotation(warning, 'warning'));
  }
}

/** Every problem, as the volunteer reads it in the terminal (and the preview over the page). */
export function problemsText(problems) {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [
    `The site was not built: ${count} in the content to put right first.\n`,
    ...problems.map((problem) => `  ✗ ${formatProblem(problem)}\n`),
    'Nothing was changed in the built site. Fix these, save, and build again (the guide: docs/editing.md).',
  ].join('\n');
}

/**
 * Prints every problem for the volunteer; in GitHub Actions also as annotations and in the job
 * summary.
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
        `## The site was not published: ${count} in the content\n\nThe site online stays as it was. Put these right and save again:\n\n| File | Line | Field | What to change |\n|---|---:|---|---|\n${rows.join('\n')}\n`,
      );
    }
  }
}
