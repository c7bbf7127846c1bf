// Made by the build from content/events.yaml: the first few events not over by the build's date,
// earliest first, with all their words (Events / News; more-events.js has the rest of them, and
// the home page has coming-events.js).
import type { ClubEvent } from './schema/events.js';
export declare const upcomingEvents: ClubEvent[];
