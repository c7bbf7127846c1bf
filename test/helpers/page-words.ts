// A page's title and description, from the content file the page list names for it.
import { moduleName } from '../../src/lib/module-name.js';
import type { SitePage } from '../../src/page-list.js';

export async function pageWords(page: SitePage): Promise<{ title: string; description: string }> {
  const module = (await import(`../../src/content/${moduleName(page.content)}.js`)) as Record<
    string,
    { title: string; description: string }
  >;
  return module[page.content]!;
}
