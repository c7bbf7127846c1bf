// Made by the build from content/events.yaml, earliest first, after checking it against schema/events.js:
// every event (pages load only what they show: upcoming-events.js, more-events.js, past-events.js,
// coming-events.js).
import type { ClubEvent } from './schema/events.js';
export declare const events: ClubEvent[];
