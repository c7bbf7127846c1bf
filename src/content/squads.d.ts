// Made by the build from content/squads.yaml, after checking it against schema/squads.js (see collections.ts).
import type { Squads } from './schema/squads.js';
export declare const squads: Squads;
