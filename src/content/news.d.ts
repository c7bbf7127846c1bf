// Made by the build from content/news/*.md (scripts/build/whats-on-content.mjs).
import type { NewsPostSummary } from './schema/news-post.js';
/** Every post, newest first, without its body (each post's body is loaded with its page). */
export declare const news: NewsPostSummary[];
