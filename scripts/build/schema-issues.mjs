// Turns what the schemas found into sentences for a volunteer: which field, what is wrong, and
// what to write instead. The field kinds in src/content/schema/fields.ts word their own
// problems; zod's generic ones ("Invalid input: expected string") are reworded here.
import { excerpt } from './excerpt.mjs';
/** @import { z } from 'zod' */

/** What objectAt reads of a schema: its definition's kind, and the schemas inside it.
 * @typedef {{ _zod?: { def?: { type: string, innerType?: Walked, in?: Walked, out?: Walked,
 * shape?: Record<string, Walked>, element?: Walked } } }} Walked */

// The object schema found by following `path` into `schema` (through lists, optional fields and
// checks), so an unknown field can be compared with the ones that are allowed there.
/** @param {Walked} schema @param {PropertyKey[]} path @returns {string[]} */
function objectAt(schema, path) {
  /** @type {Walked | undefined} */
  let node = schema;
  const unwrap = () => {
    for (
      /** @type {NonNullable<Walked['_zod']>['def']} */
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
    /** @type {NonNullable<Walked['_zod']>['def']} */
    const def = node?._zod?.def;
    node =
      def?.type === 'object'
        ? /** @type {Record<PropertyKey, Walked>} */ (def.shape)[step]
        : def?.type === 'array'
          ? def.element
          : undefined;
    unwrap();
  }
  const def = node?._zod?.def;
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

/** @param {string} a @param {string} b */
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

/** @param {string} key @param {string[]} allowed */
const closest = (key, allowed) =>
  allowed
    .map((name) => ({ name, d: distance(key.toLowerCase(), name.toLowerCase()) }))
    .filter(({ d }) => d <= Math.max(2, Math.floor(key.length / 3)))
    .sort((a, b) => a.d - b.d)[0]?.name;

/** @type {Record<string, string>} */
const kinds = {
  object: 'should have its own fields, each on a line of its own, indented under it',
  array: 'should be a list, each item on its own line starting with "- "',
  string: 'should be text',
  number: 'should be a number',
  boolean: 'should be true or false',
};

/** One problem per zod issue: `{ path, key?, message }`, `key` naming an unknown field.
 * @param {z.core.$ZodIssue[]} issues @param {Walked} schema
 * @returns {{ path: (string | number)[], key?: string, message: string }[]} */
export function describeIssues(issues, schema) {
  // A content file's keys are text, its lists' places numbers: a path has no symbols.
  return /** @type {ReturnType<typeof describeIssues>} */ (describedIssues(issues, schema));
}

/** @param {z.core.$ZodIssue[]} issues @param {Walked} schema */
function describedIssues(issues, schema) {
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
          message:
            `${excerpt(JSON.stringify(issue.input) ?? String(issue.input))} ` +
            (kinds[issue.expected] ?? `should be ${issue.expected}`),
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
