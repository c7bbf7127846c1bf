import { RichText } from '../components/RichText.js';
import { SiteImage } from '../components/SiteImage.js';
import { news as clubNews } from '../content/news.js';
import { pageTitles } from '../content/page-titles.js';
import type { NewsPost } from '../content/schema/news.js';
import { formatDate } from '../lib/format-date.js';

/** `news`: the posts to list, the club's own unless a test gives others. */
export function EventsPage({ news = clubNews }: { news?: NewsPost[] }) {
  return (
    <div className="page">
      <h1>{pageTitles.events}</h1>
      {news.map((post) => (
        <article key={post.slug} className="news-item">
          <h2>{post.title}</h2>
          <p className="news-item__date">
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </p>
          {post.picture && <SiteImage image={post.picture} width={200} className="news-item__image" />}
          <RichText html={post.body} />
        </article>
      ))}
    </div>
  );
}
