import { Link } from 'wouter';
import { GalaCard } from '../components/GalaCard.js';
import { galas as clubGalas } from '../content/galas.js';
import { results } from '../content/results.js';
import { fill } from '../lib/fill.js';
import type { GalaSummary } from '../lib/gala-types.js';
import type { GalaWords } from '../lib/gala-words.js';

/** The club's galas and words unless a test gives others. */
type Props = { galas?: GalaSummary[]; words?: GalaWords & { title: string } };

/** Every gala the club swam, newest first, season by season; a link to the club records. */
export default function ResultsPage({ galas = clubGalas, words = results }: Props) {
  const seasons = new Map<string, GalaSummary[]>();
  for (const gala of galas) seasons.set(gala.season, [...(seasons.get(gala.season) ?? []), gala]);
  return (
    <div className="page results">
      <h1>{words.title}</h1>
      <p>
        <Link href="/records">{words.pages.recordsLink}</Link>
      </p>
      {!galas.length && <p>{words.pages.noGalas}</p>}
      {[...seasons].map(([season, inSeason]) => (
        <section key={season}>
          <h2>{fill(words.pages.season, { season })}</h2>
          <ul className="gala-list">
            {inSeason.map((gala) => (
              <GalaCard key={gala.id} gala={gala} words={words} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
