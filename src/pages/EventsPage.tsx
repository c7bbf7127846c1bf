import { Paragraphs } from '../components/Paragraphs.js';
import { SiteImage } from '../components/SiteImage.js';
import { TextList } from '../components/TextList.js';
import { news } from '../content/news.js';
import { formatDate } from '../lib/format-date.js';

export function EventsPage() {
  return (
    <div className="page">
      <h1>{news.heading}</h1>
      {news.items.map((item) => (
        <article key={item.title} className="news-item">
          <h2>{item.title}</h2>
          <p className="news-item__date">
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
          {item.image && <SiteImage image={item.image} width={200} className="news-item__image" />}
          <Paragraphs text={item.paragraphs} />
          {item.list && (
            <>
              <p>{item.list.lead}</p>
              <TextList items={item.list.items} />
            </>
          )}
          {item.closing && <Paragraphs text={item.closing} />}
        </article>
      ))}
    </div>
  );
}
