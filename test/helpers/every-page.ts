// Every address the test club's app draws, for the sweeps over every page: each single page, a
// news post's, a gala's and a swimmer's page (each's module loaded first, as the app would have
// it by then), and an unknown address (the not-found page).
import { singlePages } from '../../src/page-list.js';
import { news } from '../../src/content/news.js';
import { loadPost } from '../../src/lib/news-posts.js';
import { galas } from '../../src/content/galas.js';
import { loadGala, loadSwimmer } from '../../src/lib/gala-modules.js';

export async function everyPagePath(): Promise<string[]> {
  const posts = news.slice(0, 1);
  await Promise.all(posts.map((post) => loadPost(post.slug)));
  const gala = galas[0] && (await loadGala(galas[0].id));
  const slug = gala?.events.flatMap((event) => event.swims).find((swim) => swim.swimmer.slug)
    ?.swimmer.slug;
  if (slug) await loadSwimmer(slug);
  const entries = [
    ...posts.map((post) => `/news/${post.slug}`),
    ...(gala ? [`/results/${gala.id}`] : []),
    ...(slug ? [`/swimmers/${slug}`] : []),
  ];
  return [...singlePages.map((p) => p.path), ...entries, '/no-such-page'];
}
