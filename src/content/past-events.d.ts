// Made by the build from content/events.yaml: the events over by the build's date, earliest first
// (Events / News loads them only with its past events, after the rest of the page).
import type { ClubEvent } from './schema/events.js';
export declare const pastEvents: ClubEvent[];
