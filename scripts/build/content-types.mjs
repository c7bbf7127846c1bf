// Writes src/content/<name>.d.ts for each content module (collections.ts), so the pages' imports
// of ../content/<name>.js are typed by the schemas. Run by `npm run typecheck` and the build;
// the files are not kept in git.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSchemas } from './content.mjs';

export async function writeContentTypes(srcDir = 'src') {
  const { collections, moduleName } = await loadSchemas();
  await Promise.all(
    Object.keys(collections).map((name) =>
      writeFile(
        join(srcDir, 'content', `${moduleName(name)}.d.ts`),
        `// Made from collections.ts by scripts/build/content-types.mjs: do not edit.\nimport type { Content } from './collections.js';\nexport declare const ${name}: Content['${name}'];\n`,
      ),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await writeContentTypes();
