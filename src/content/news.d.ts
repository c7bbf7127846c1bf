// Made by the build from the Markdown files in content/news/ (newest first), after checking
// each against schema/news.js. Without their words: each post's words are its own module,
// content/news/<slug>.js (src/lib/news-posts.ts loads it).
import type { NewsPostSummary } from './schema/news.js';
export declare const news: NewsPostSummary[];
