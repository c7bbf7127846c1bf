// Made by the build from content/events.yaml, earliest first, after checking it against schema/events.js.
import type { ClubEvent } from './schema/events.js';
export declare const events: ClubEvent[];
