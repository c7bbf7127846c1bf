// Made by the build from content/accessibility.yaml, after checking it against schema/accessibility.js (see collections.ts).
import type { Accessibility } from './schema/accessibility.js';
export declare const accessibility: Accessibility;
