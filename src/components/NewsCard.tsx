import type { NewsPostSummary } from '../content/schema/news.js';
import { newsPostPath } from '../lib/whats-on-paths.js';
import { formatDate } from '../lib/format-date.js';
import { Link } from 'wouter';
import { SiteImage } from './SiteImage.js';

type Props = { post: NewsPostSummary; headingLevel?: 2 | 3 | 4 };

/** A post in a list: its title (a link to the post), date, picture and summary. */
export function NewsCard({ post, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card">
      {post.picture && (
        <SiteImage image={post.picture} width={96} className="news-card__image" lazy />
      )}
      <Heading className="news-card__title">
        <Link href={newsPostPath(post.slug)}>{post.title}</Link>
      </Heading>
      <p className="news-card__date">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      <p>{post.summary}</p>
    </article>
  );
}
