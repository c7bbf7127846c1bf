// Made by the build from content/ui.yaml, after checking it against schema/ui.js (see collections.ts).
// Its whatsOn words are their own module, whats-on-words.js (and calendar-words.js), and its
// slider words slider-words.js.
import type { Ui } from './schema/ui.js';
export declare const ui: Omit<Ui, 'whatsOn' | 'slider'>;
