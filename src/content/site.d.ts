// Made by the build from content/site.yaml, after checking it against schema/site.js (see collections.ts).
import type { Site } from './schema/site.js';
export declare const site: Site;
