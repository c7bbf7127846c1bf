import { news as allNews } from '../content/news.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import { whatsOn as words } from '../content/whats-on.js';
import { NewsList } from './NewsList.js';
import { PageSection } from './PageSection.js';

/** How many posts show before the rest are grouped by year. */
const recentPosts = 6;

/** Every news post, newest first: the latest few, then the older ones by year. */
export function NewsArchive({ news = allNews }: { news?: NewsPostSummary[] }) {
  const older = news.slice(recentPosts);
  const years = [...new Set(older.map((p) => p.date.slice(0, 4)))];
  return (
    <PageSection id="news" heading={words.news}>
      {news.length ? <NewsList posts={news.slice(0, recentPosts)} /> : <p>{words.noNews}</p>}
      {years.map((year) => (
        <section key={year} aria-labelledby={`news-${year}`}>
          <h3 id={`news-${year}`}>{year}</h3>
          <NewsList posts={older.filter((p) => p.date.startsWith(year))} headingLevel={4} />
        </section>
      ))}
    </PageSection>
  );
}
