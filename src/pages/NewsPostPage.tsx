import { Suspense, use, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { SiteImage } from '../components/SiteImage.js';
import { site } from '../content/site.js';
import { ui } from '../content/ui.js';
import { whatsOnWords } from '../content/whats-on-words.js';
import { formatDate } from '../lib/format-date.js';
import { pageTitle } from '../lib/page-title.js';
import { loadPost } from '../lib/news-posts.js';
import { NotFoundPage } from './NotFoundPage.js';

/** One news post at /news/<slug>; its words arrive as their own module. */
export function NewsPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <Suspense fallback={<p className="page-loading">{ui.pageLoading}</p>}>
      <NewsPost slug={slug} />
    </Suspense>
  );
}

function NewsPost({ slug }: { slug: string }) {
  const post = use(loadPost(slug));
  useEffect(() => {
    document.title = post ? `${post.title} | ${site.shortName}` : pageTitle('notFound');
  }, [post]);
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
        <Link href="/events#news">{whatsOnWords.backToNews}</Link>
      </p>
    </article>
  );
}
