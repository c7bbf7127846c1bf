// Made by the build from the Markdown files in content/news/ (newest first), after checking
// each against schema/news.js.
import type { NewsPost } from './schema/news.js';
export declare const news: NewsPost[];
