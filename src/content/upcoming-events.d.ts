// Made by the build from content/events.yaml: the events not over by the build's date, earliest
// first, with all their words (Events / News; the home page has coming-events.js).
import type { ClubEvent } from './schema/events.js';
export declare const upcomingEvents: ClubEvent[];
