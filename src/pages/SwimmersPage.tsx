import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { NameFilter } from '../components/GalaSwims.js';
import { SwimmerName } from '../components/SwimmerName.js';
import { results } from '../content/results.js';
import { swimmerList } from '../content/swimmer-list.js';
import { fill } from '../lib/fill.js';
import type { SwimmerList } from '../lib/swimmer-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { nameMatches, queryWords } from '../lib/name-match.js';
import { useNameQuery } from '../lib/use-name-query.js';

/** The club's swimmers and words unless a test gives others. */
type Props = { list?: SwimmerList; words?: GalaWords };

/** /swimmers: every swimmer with a page, A to Z, and a name filter (case and accents ignored;
 * its words kept in the address, ?name=noemie). Without scripts the whole list shows. */
export default function SwimmersPage({ list = swimmerList, words = results }: Props) {
  const [typed, setTyped] = useNameQuery();
  const query = queryWords(useDeferredValue(typed));
  const shown = query.length
    ? list.swimmers.filter((swimmer) => nameMatches(swimmer, query))
    : list.swimmers;
  return (
    <div className="page swimmers">
      <h1>{list.title}</h1>
      <NameFilter label={words.pages.filter} typed={typed} type={setTyped} />
      {shown.length > 0 && (
        <ul className="swimmer-list">
          {shown.map((swimmer) => (
            <li key={swimmer.slug}>
              <SwimmerName swimmer={swimmer} />
            </li>
          ))}
        </ul>
      )}
      {query.length > 0 && !shown.length && (
        <p role="status">{fill(words.pages.filterNone, { name: typed.trim() })}</p>
      )}
      <p>
        <Link href="/results">{words.pages.allResults}</Link>
      </p>
    </div>
  );
}
