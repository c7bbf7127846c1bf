// Made by the build from content/events.yaml: the events not over by the build's date, earliest
// first, with what the home page shows of them (schema/events.js's BriefEvent).
import type { BriefEvent } from './schema/events.js';
export declare const comingEvents: BriefEvent[];
