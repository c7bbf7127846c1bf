// The content's schemas, as the build and the type step use them. A collection is a schema
// file: src/content/schema/whats-on.ts exporting `whatsOnSchema` checks content/whats-on.yaml,
// which becomes dist/content/whats-on.js exporting `whatsOn`; a schema file that also exports
// `folder` checks a folder of Markdown files instead (content/news/*.md). A schema file for a
// page's content also says where that page is (`page`): together, the page list. A page's content
// file may be left out, and the page is then not there, unless its schema says `required`.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
/** @import { z } from 'zod' */
/** @import { Collection, DeclaredPage } from './types.js' */

/**
 * A schema file's exports: its schema (`<name>Schema`), and what it says of its content.
 * @typedef {{ page?: Omit<DeclaredPage, 'content' | 'declaredIn'>, required?: boolean, folder?:
 * boolean, readableLists?: Record<string, z.ZodType> } & Record<string, unknown>} SchemaModule
 */
/**
 * The bundle's exports: every schema file as `<name>Module`, and the checks and helpers the
 * content step runs.
 * @typedef {typeof import('../../src/content/checks.js')
 * & Pick<typeof import('../../src/content/gala-checks.js'), 'groupName'>
 * & typeof import('../../src/content/warnings.js') & typeof import('../../src/content/parts.js')
 * & typeof import('../../src/content/shared-sessions.js')
 * & { publicFiles: typeof import('../../src/content/schema/fields.js').publicFiles,
 * moduleName: typeof import('../../src/lib/module-name.js').moduleName,
 * variants: typeof import('../../src/lib/image-variants.js'),
 * standardsModule: { standardSchema: z.ZodType } }
 * & Record<`${string}Module`, SchemaModule>} Schemas
 */

let schemaVersion = 0;

/** A collection's name from its file's: whats-on → whatsOn. */
const camel = (/** @type {string} */ name) =>
  name.replace(/-(\w)/g, (_, /** @type {string} */ c) => c.toUpperCase());

/** The collections: every schema file with a schema of its own name (fields.ts has none).
 * @param {string} [srcDir] */
export async function schemaFiles(srcDir = 'src') {
  const names = (await readdir(join(srcDir, 'content', 'schema')))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3));
  return names.sort().map((file) => ({ file, name: camel(file) }));
}

// The schemas are TypeScript (they also give the pages their types): bundled into one module
// for Node, with zod left as a package import. A fresh URL each time, so a watching server
// picks up a changed schema.
export async function loadSchemas() {
  // One file per call: test servers check several content folders at once.
  const file = join('.cache', 'content-schema', `schemas-${process.pid}-${++schemaVersion}.mjs`);
  const files = await schemaFiles();
  await esbuild.build({
    stdin: {
      contents: [
        ...files.map(({ file, name }) => `export * as ${name}Module from './schema/${file}.ts';`),
        "export * from './checks.ts';",
        "export { groupName } from './gala-checks.ts';",
        "export * from './warnings.ts';",
        "export * from './parts.ts';",
        "export * from './shared-sessions.ts';",
        "export { publicFiles } from './schema/fields.ts';",
        "export { moduleName } from '../lib/module-name.ts';",
        "export * as variants from '../lib/image-variants.ts';",
      ].join('\n'),
      resolveDir: 'src/content',
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'error',
  });
  /** @type {Schemas} */
  const schemas = await import(pathToFileURL(file).href);
  await rm(file);
  /** @type {Record<string, Collection>} */
  const collections = {};
  /** @type {DeclaredPage[]} */
  const pages = [];
  for (const { file, name } of files) {
    const module = schemas[`${name}Module`];
    const schema = /** @type {z.ZodType | undefined} */ (module[`${name}Schema`]);
    // A page's content may be left out (and the page with it) unless the site needs it anyway.
    const optional = Boolean(module.page) && !module.required;
    // `readableLists`: a file's lists whose right items still take part in the checks across
    // files when others are wrong (records.yaml's records), each with its item's schema.
    if (schema)
      collections[name] = {
        schema,
        optional,
        ...(module.readableLists ? { readableLists: module.readableLists } : {}),
        ...(module.folder ? { folder: file } : { file: `${file}.yaml` }),
      };
    if (module.page)
      pages.push({ ...module.page, content: name, declaredIn: `src/content/schema/${file}.ts` });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { ...schemas, collections, pages };
}
