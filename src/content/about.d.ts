// Made by the build from content/about.yaml, after checking it against schema/about.js (see collections.ts).
import type { About } from './schema/about.js';
export declare const about: About;
