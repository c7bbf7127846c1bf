// Made by the build from content/policies.yaml, after checking it against schema/policies.js.
import type { Policies } from './schema/policies.js';
export declare const policies: Policies;
