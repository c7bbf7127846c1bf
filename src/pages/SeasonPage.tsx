import { use } from 'react';
import { Link, useParams } from 'wouter';
import { GalaList } from '../components/GalaList.js';
import { results } from '../content/results.js';
import { loadSeason } from '../lib/gala-modules.js';
import type { Season } from '../lib/results-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

/** A test gives its own season and words; the site loads the season at the address. */
type Props = { season?: Season; words?: GalaWords };

/** One season's galas at /results/seasons/<id>, newest first, as /results lists the newest's. */
export default function SeasonPage({ season: given, words = results }: Props) {
  const { id = '' } = useParams<{ id: string }>();
  const season = given ?? use(loadSeason(id));
  useEntryTitle(season?.title);
  if (!season) return <NotFoundPage />;
  return (
    <div className="page results">
      <h1>{season.title}</h1>
      <GalaList galas={season.galas} words={words} headingLevel={2} />
      <p>
        <Link href="/results">{words.pages.allResults}</Link>
      </p>
    </div>
  );
}
