// Checks over every page of a site as built, for the Node tests (test/built-pages.node.test.ts):
// html-validate's verdict, and every link, picture and script each page points at.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { listFiles } from '../files.mjs';
import { resolveFile } from '../host.mjs';

const builtPages = async (/** @type {string} */ dir) =>
  (await listFiles(dir)).filter((f) => f.endsWith('.html'));

/** html-validate's recommended rules over every built page, less the rules about React's own
 * markup style (`<img/>`, `maxLength`, `required=""`), which browsers read the same.
 * @param {string} dir */
export async function validateHtml(dir) {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      'void-style': 'off',
      'doctype-style': 'off',
      'attr-case': 'off',
      'attribute-boolean-style': 'off',
    },
  });
  const errors = [];
  for (const page of await builtPages(dir)) {
    const report = await validator.validateFile(join(dir, page));
    for (const result of report.results) {
      for (const m of result.messages)
        errors.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  return errors;
}

/** Every link, picture and script a built page points at: internal ones must exist on the
 * host, external ones must be well-formed https (not fetched: tests stay offline).
 * @param {string} dir @param {string} base */
export async function checkLinks(dir, base) {
  const problems = [];
  let checked = 0;
  for (const page of await builtPages(dir)) {
    const html = await readFile(join(dir, page), 'utf8');
    const pageUrl = new URL(`http://site${base}/${page.replace(/index\.html$/, '')}`);
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    const targets = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) =>
      m[1].replaceAll('&amp;', '&'),
    );
    for (const srcset of html.matchAll(/\ssrcset="([^"]+)"/g))
      targets.push(...srcset[1].split(',').map((c) => c.trim().split(/\s+/)[0]));
    for (const target of targets) {
      checked++;
      // webcal:// is the club calendar for calendar apps; its https twin beside it is checked.
      if (/^(mailto|tel|webcal):/.test(target)) continue;
      if (target.startsWith('#')) {
        if (!ids.has(target.slice(1))) problems.push(`${page}: no element with id ${target}`);
        continue;
      }
      const url = new URL(target, pageUrl);
      if (url.origin !== 'http://site') {
        if (url.protocol !== 'https:' || !url.hostname.includes('.'))
          problems.push(`${page}: external link not https: ${target}`);
        continue;
      }
      const [status] = await resolveFile(dir, base, url.pathname);
      if (status !== 200) problems.push(`${page}: broken link ${target}`);
    }
  }
  return { problems, checked };
}
