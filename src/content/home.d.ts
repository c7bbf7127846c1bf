// Made by the build from content/home.yaml, after checking it against schema/home.js (see collections.ts).
import type { Home } from './schema/home.js';
export declare const home: Home;
