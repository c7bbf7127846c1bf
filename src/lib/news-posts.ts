// Each news post (with its body) is its own module, content/news/<slug>.js, loaded when the
// post is first shown. Loaded posts are kept, so the build (which loads them all before
// rendering) and a page hydrating in the browser can read them straight away.
import type { NewsPost } from '../content/schema/news.js';
import { loadModule, ModuleLoadError } from './load-module.js';

type Loading = Promise<NewsPost | null>;

const posts = new Map<string, Loading>();

/** The build, which has every post already, hands them over instead of importing 200 modules. */
export function knownPost(post: NewsPost): void {
  posts.set(post.slug, Object.assign(Promise.resolve(post), { status: 'fulfilled', value: post }));
}

/** The post, or null if there is no post at that address. */
export function loadPost(slug: string): Loading {
  let loading = posts.get(slug);
  if (!loading) {
    const url = new URL(`../content/news/${slug}.js`, import.meta.url).href;
    const promise: Loading = loadModule<{ post: NewsPost }>(url).then(
      ({ post }) => post,
      (error: unknown) => {
        if (error instanceof ModuleLoadError && error.reason === 'missing') return null;
        posts.delete(slug); // a network failure: try again next time
        throw error;
      },
    );
    // Marked the way React's use() reads a settled promise, so a loaded post renders at once.
    void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }), () => undefined);
    posts.set(slug, promise);
    loading = promise;
  }
  return loading;
}
