// Made by the build from content/ui.yaml, after checking it against schema/ui.js (see collections.ts).
import type { Ui } from './schema/ui.js';
export declare const ui: Ui;
