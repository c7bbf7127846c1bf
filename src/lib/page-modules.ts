// Each page's code (and the content it shows) is its own module, loaded when the page is
// first shown or a link to it suggests it will be (prefetch.ts), so a visitor downloads only
// the pages they may open.
import type { ComponentType } from 'react';
import { loadModule, moduleTimeoutMs } from './load-module.js';

/** The file name in src/pages/, which is also the name of the component it exports. */
export type PageModuleName = string;

const loaded = new Map<PageModuleName, ComponentType>();

/** The page's component if its module has arrived already (always so while prerendering). */
export const loadedPage = (name: PageModuleName): ComponentType | undefined => loaded.get(name);

/** `attempt` > 0 (Retry) asks for the file under a new address: Firefox remembers a failed
 * import() of an address and would not ask the host again. */
export async function loadPage(name: PageModuleName, timeoutMs = moduleTimeoutMs, attempt = 0): Promise<ComponentType> {
  const ready = loaded.get(name);
  if (ready) return ready;
  const url = new URL(`../pages/${name}.js${attempt ? `?retry=${attempt}` : ''}`, import.meta.url).href;
  const module = await loadModule<Record<string, ComponentType>>(url, timeoutMs);
  const Page = module[name];
  if (!Page) throw new Error(`${url} does not export ${name}`);
  loaded.set(name, Page);
  return Page;
}
