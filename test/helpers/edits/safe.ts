// What any content the content step reads must hold: problems in words, no markup or script link.
import assert from 'node:assert/strict';
import { formatProblem } from '../../../scripts/build/content-messages.mjs';
import { html } from '../dom.js';
import type { Problem } from './content-step.js';
import { shown } from './edit.js';
import { lefIn } from './lenex.js';

const lineCount = (bytes: string) => bytes.split(/\r\n|\r|\n/).length;

/** Every problem names a file and a line in it, in words. */
export function assertNamed(problems: Problem[], files: Map<string, string>) {
  // Counted once a file: a file of 20,000 doubled lines has 20,000 problems.
  const counted = new Map<string, number | undefined>();
  const linesOf = (file: string) => {
    if (!counted.has(file)) {
      const stored = files.get(file);
      // An .lxf's lines are its .lef's.
      counted.set(file, stored === undefined ? undefined : lineCount(lefIn(stored)?.xml ?? stored));
    }
    return counted.get(file);
  };
  for (const problem of problems) {
    const said = formatProblem(problem);
    assert.ok(
      typeof problem.file === 'string' &&
        problem.file.length > 0 &&
        Number.isInteger(problem.line) &&
        problem.line >= 1,
      `no file and line: ${said}`,
    );
    assert.ok(
      typeof problem.message === 'string' && problem.message.trim().length > 0,
      `no message: ${said}`,
    );
    assert.doesNotMatch(problem.message, /\n\s+at |\[object /, `not words: ${said}`);
    // A long value is quoted cut short (the fixtures' meets list two clubs).
    assert.ok(
      problem.message.length <= 2000,
      `a message of ${problem.message.length} characters: ${said.slice(0, 300)}…`,
    );
    const lines = linesOf(problem.file.replace(/^content\//, ''));
    if (lines !== undefined)
      assert.ok(problem.line <= lines, `${said}\n(the file has ${lines} lines)`);
  }
}

// Where content becomes a link on a page; a post's words are the one piece of HTML.
const linkFields = new Set(['url', 'path', 'link', 'map', 'src', 'file', 'href', 'origin']);
const postTags = new Set(
  [
    'p h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code em strong s a img picture source hr br',
    'table thead tbody tr th td',
  ]
    .join(' ')
    .split(' '),
);

function assertSafeLink(url: string, where: string) {
  // Browsers ignore spaces and control characters in a link's scheme: "java\tscript:" runs.
  // oxlint-disable-next-line no-control-regex -- control characters are what it removes
  const controls = /[\x00-\x20\x7f]/g;
  const scheme = url
    .replace(controls, '')
    .match(/^([a-z][a-z0-9+.-]*):/i)?.[1]
    .toLowerCase();
  assert.ok(
    !scheme || ['http', 'https', 'mailto'].includes(scheme),
    `a ${scheme}: link reaches a page at ${where}: ${shown(url)}`,
  );
}

function assertSafeHtml(body: string, where: string) {
  for (const element of html(`<body>${body}</body>`).body.querySelectorAll('*')) {
    assert.ok(postTags.has(element.localName), `<${element.localName}> reaches a page at ${where}`);
    for (const { name, value } of element.attributes) {
      assert.ok(
        !name.startsWith('on') && name !== 'style',
        `${name}="${value}" reaches a page at ${where}`,
      );
      if (name === 'href' || name === 'src') assertSafeLink(value, where);
      if (name === 'srcset')
        for (const candidate of value.split(','))
          assertSafeLink(candidate.trim().split(/\s/)[0], where);
    }
  }
}

/** What pages show of the modules: React writes every other value as text. */
export function assertSafe(value: unknown, key: string, where: string) {
  if (typeof value === 'string') {
    if (key === 'body') assertSafeHtml(value, where);
    else if (linkFields.has(key)) assertSafeLink(value, where);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      assertSafe(v, Array.isArray(value) ? key : k, `${where} › ${k}`);
  }
}
