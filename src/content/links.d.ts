// Made by the build from content/links.yaml, after checking it against schema/links.js (see collections.ts).
import type { Links } from './schema/links.js';
export declare const links: Links;
