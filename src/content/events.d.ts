// Made by the build from content/events.yaml (scripts/build/whats-on-content.mjs).
import type { ClubEvent } from './schema/events.js';
/** Every event, earliest first. */
export declare const events: ClubEvent[];
