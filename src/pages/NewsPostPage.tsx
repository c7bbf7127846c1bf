import { use } from 'react';
import { Link, useParams } from 'wouter';
import { SiteImage } from '../components/SiteImage.js';
import { whatsOn } from '../content/whats-on.js';
import { formatDate } from '../lib/format-date.js';
import { loadPost } from '../lib/news-posts.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

/** One news post at /news/<slug>; its words arrive as their own module (App's Suspense waits). */
export default function NewsPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = use(loadPost(slug));
  useEntryTitle(post?.title);
  if (!post) return <NotFoundPage />;
  return (
    <article className="page news-post">
      <h1>{post.title}</h1>
      <p className="news-post__date">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      {post.picture && <SiteImage image={post.picture} width={200} className="news-post__image" />}
      {/* Made from Markdown by the build, with raw HTML turned off. */}
      <div className="news-post__body" dangerouslySetInnerHTML={{ __html: post.body }} />
      <p>
        <Link href="/events#news">{whatsOn.backToNews}</Link>
      </p>
    </article>
  );
}
