// Made by the build from content/training.yaml, after checking it against schema/training.js.
import type { Training } from './schema/training.js';
export declare const training: Training;
