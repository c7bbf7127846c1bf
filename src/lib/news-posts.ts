// Each news post (with its words) is its own module, content/news/<slug>.js, loaded when the post
// is first shown. The promise is kept, so React's use() finds it settled when it draws again.
import type { NewsPost } from '../content/schema/news.js';
import { loadModule, ModuleLoadError } from './load-module.js';

type Loading = Promise<NewsPost | null>;

const posts = new Map<string, Loading>();

/** The post, or null if there is no post at that address. */
export function loadPost(slug: string): Loading {
  let loading = posts.get(slug);
  if (!loading) {
    const url = new URL(`../content/news/${slug}.js`, import.meta.url).href;
    loading = loadModule<{ entry: NewsPost }>(url).then(
      ({ entry }) => entry,
      (error: unknown) => {
        if (error instanceof ModuleLoadError && error.reason === 'missing') return null;
        posts.delete(slug); // a network failure: try again next time
        throw error;
      },
    );
    posts.set(slug, loading);
  }
  return loading;
}
