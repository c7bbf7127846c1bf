// Writes src/content/<name>.d.ts for each content module (one per schema file in
// src/content/schema/), so the pages' imports of ../content/<name>.js are typed by the schemas,
// and src/content/pages.d.ts for the page list the content step makes. Run by
// `npm run typecheck` only (the build needs no types); the files are not kept in git.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSchemas, schemaFiles } from './schemas.mjs';

const header =
  '// Made by scripts/build/content-types.mjs from src/content/schema/: do not edit.\n';

export async function writeContentTypes(srcDir = 'src') {
  const { collections, moduleName } = await loadSchemas();
  const writes = (await schemaFiles(srcDir))
    .filter(({ name }) => collections[name])
    .map(({ file, name }) => {
      const type = `z.output<typeof ${name}Schema>`;
      // A folder's list comes without each entry's words (content.mjs).
      const shown = 'folder' in collections[name] ? `Omit<${type} & MarkdownFile, 'body'>[]` : type;
      const lines = [
        "import type { z } from 'zod';",
        "import type { MarkdownFile } from './schema/fields.js';",
        `import type { ${name}Schema } from './schema/${file}.js';`,
        `export declare const ${name}: ${shown};`,
      ];
      return writeFile(
        join(srcDir, 'content', `${moduleName(name)}.d.ts`),
        `${header}${lines.join('\n')}\n`,
      );
    });
  const pages =
    "import type { SitePage } from '../page-list.js';\nexport declare const pages: SitePage[];\n";
  // The galas' list, from content/galas/ (galas/<id>.js, seasons/<id>.js and swimmers/<slug>.js are
  // typed where loaded).
  const galas =
    "import type { GalaSummary, SeasonLink } from '../lib/results-types.js';\n" +
    'export declare const galas: GalaSummary[];\n' +
    'export declare const earlierSeasons: SeasonLink[];\n';
  const events = 'export declare const galaEvents: Record<string, string>;\n';
  const latest =
    "import type { GalaSummary } from '../lib/results-types.js';\n" +
    'export declare const latestGala: GalaSummary | null;\n';
  const swimmerList =
    "import type { SwimmerList } from '../lib/swimmer-types.js';\n" +
    'export declare const swimmerList: SwimmerList;\n';
  const standardList =
    "import type { StandardName } from '../lib/standard-types.js';\n" +
    'export declare const standardList: StandardName[];\n';
  await Promise.all([
    ...writes,
    writeFile(join(srcDir, 'content', 'swimmer-list.d.ts'), header + swimmerList),
    writeFile(join(srcDir, 'content', 'standard-list.d.ts'), header + standardList),
    writeFile(join(srcDir, 'content', 'pages.d.ts'), header + pages),
    writeFile(join(srcDir, 'content', 'galas.d.ts'), header + galas),
    writeFile(join(srcDir, 'content', 'latest-gala.d.ts'), header + latest),
    writeFile(join(srcDir, 'content', 'gala-events.d.ts'), header + events),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await writeContentTypes();
