// Made by the build from content/events.yaml: the events not over by the build's date beyond the
// first few (upcoming-events.js has those), earliest first, with all their words. Events / News
// loads them a moment after the rest of the page.
import type { ClubEvent } from './schema/events.js';
export declare const moreEvents: ClubEvent[];
