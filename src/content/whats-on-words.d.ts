// Made by the build from the whatsOn part of content/ui.yaml: the words of events, news and
// notices, loaded only by the pages that show them.
import type { Ui } from './schema/ui.js';
export declare const whatsOnWords: Ui['whatsOn'];
