// Made by the build from whatsOn.calendar in content/ui.yaml: how to subscribe to the club
// calendar, loaded only with that part of the Events / News page.
import type { Ui } from './schema/ui.js';
export declare const calendarWords: Ui['whatsOn']['calendar'];
