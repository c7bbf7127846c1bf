// Made by the build from content/notices.yaml, after checking it against schema/notices.js.
import type { Notice } from './schema/notices.js';
export declare const notices: Notice[];
