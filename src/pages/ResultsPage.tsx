import { Link } from 'wouter';
import { GalaList } from '../components/GalaList.js';
import { earlierSeasons as clubSeasons, galas as clubGalas } from '../content/galas.js';
import { StandardLinks } from '../components/StandardLinks.js';
import { results } from '../content/results.js';
import { standardList } from '../content/standard-list.js';
import { fill } from '../lib/fill.js';
import { seasonPath } from '../lib/gala-modules.js';
import type { GalaSummary, SeasonLink } from '../lib/results-types.js';
import type { StandardName } from '../lib/standard-types.js';
import type { GalaWords } from '../lib/gala-words.js';

/** The club's galas and words unless a test gives others. */
type Props = {
  galas?: GalaSummary[];
  earlierSeasons?: SeasonLink[];
  words?: GalaWords & { title: string };
  standards?: StandardName[];
};

/** The newest season's galas, newest first (and any galas given, season by season); a link to
 * each earlier season's page and to the club records. */
export default function ResultsPage({
  galas = clubGalas,
  earlierSeasons = clubSeasons,
  words = results,
  standards = standardList,
}: Props) {
  const seasons = new Map<string, GalaSummary[]>();
  for (const gala of galas) seasons.set(gala.season, [...(seasons.get(gala.season) ?? []), gala]);
  return (
    <div className="page results">
      <h1>{words.title}</h1>
      <p>
        <Link href="/swimmers">{words.pages.swimmersLink}</Link>
        {' · '}
        <Link href="/records">{words.pages.recordsLink}</Link>
      </p>
      <StandardLinks standards={standards} words={words} />
      {!galas.length && <p>{words.pages.noGalas}</p>}
      {[...seasons].map(([season, inSeason]) => (
        <section key={season}>
          <h2>{fill(words.pages.season, { season })}</h2>
          <GalaList galas={inSeason} words={words} headingLevel={3} />
        </section>
      ))}
      {earlierSeasons.length > 0 && (
        <section>
          <h2>{words.pages.earlierSeasons}</h2>
          <ul>
            {earlierSeasons.map((season) => (
              <li key={season.id}>
                <Link href={seasonPath(season.id)}>{season.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
