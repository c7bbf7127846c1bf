// Made by the build from content/join.yaml, after checking it against schema/join.js.
import type { Join } from './schema/join.js';
export declare const join: Join;
