// Made by the build from content/pages.yaml, after checking it against schema/pages.js (see collections.ts).
import type { PageTitles } from './schema/pages.js';
export declare const pageTitles: PageTitles;
export type { PageName } from './schema/pages.js';
