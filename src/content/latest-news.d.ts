// Made by the build from content/news/: the three newest posts, without their words.
import type { NewsPostSummary } from './schema/news.js';
export declare const latestNews: NewsPostSummary[];
