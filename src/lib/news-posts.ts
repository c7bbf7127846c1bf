// Each news post (with its words) is its own module, content/news/<slug>.js (entry-modules.ts).
import type { NewsPost } from '../content/schema/news.js';
import { entryLoader } from './entry-modules.js';

/** The post, or null if there is no post at that address. */
export const loadPost = entryLoader<NewsPost>('news', 'entry');
