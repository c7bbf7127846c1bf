// Made by the build from content/people.yaml, after checking it against schema/people.js (see collections.ts).
import type { People } from './schema/people.js';
export declare const people: People;
