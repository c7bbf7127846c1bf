// A plain first version of /results from the data half of issue 38 (h-gdata), so the page the
// schema declares exists; the pages half (h-gpages) draws the real one.
import { galas as clubGalas } from '../content/galas.js';
import { results as clubResults } from '../content/results.js';
import type { Results } from '../content/schema/results.js';
import type { GalaSummary } from '../lib/gala-types.js';

/** The club's galas, newest first. */
export default function ResultsPage({ results = clubResults, galas = clubGalas }: { results?: Results; galas?: GalaSummary[] }) {
  return (
    <div className="page results">
      <h1>{results.title}</h1>
      <ul>
        {galas.map((gala) => (
          <li key={gala.id}>
            {gala.title}, <time dateTime={gala.firstDay}>{gala.firstDay}</time>, {gala.venue} ({results.words.pools[gala.course as 'SCM'] ?? results.words.pools.other})
          </li>
        ))}
      </ul>
    </div>
  );
}
