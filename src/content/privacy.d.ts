// Made by the build from content/privacy.yaml, after checking it against schema/privacy.js (see collections.ts).
import type { Privacy } from './schema/privacy.js';
export declare const privacy: Privacy;
