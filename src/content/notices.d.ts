// Made by the build from content/notices.yaml (scripts/build/whats-on-content.mjs).
import type { Notice } from './schema/notices.js';
export declare const notices: Notice[];
