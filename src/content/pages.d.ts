// Made by the build from content/pages.yaml, after checking it against schema/pages.js (see
// collections.ts). Only the build and the tests read it; pages use page-titles.js.
import type { Pages } from './schema/pages.js';
export declare const pages: Pages;
