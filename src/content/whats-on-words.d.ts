// Made by the build from the whatsOn part of content/ui.yaml: the words of events, news and
// notices, loaded only by the pages that show them (the calendar's are calendar-words.js).
import type { Ui } from './schema/ui.js';
export declare const whatsOnWords: Omit<Ui['whatsOn'], 'calendar'>;
