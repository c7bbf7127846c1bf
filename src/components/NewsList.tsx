import type { NewsPostSummary } from '../content/schema/news.js';
import { NewsCard } from './NewsCard.js';

type Props = { posts: NewsPostSummary[]; headingLevel?: 2 | 3 | 4 };

export function NewsList({ posts, headingLevel }: Props) {
  return (
    <ul className="news-list">
      {posts.map((post) => (
        <li key={post.slug}>
          <NewsCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
