import { use } from 'react';
import { Link, useParams } from 'wouter';
import { GalaBefore } from '../components/GalaBefore.js';
import { GalaFacts } from '../components/GalaFacts.js';
import { GalaRecap } from '../components/GalaRecap.js';
import { GalaSchedule } from '../components/GalaSchedule.js';
import { GalaSwims } from '../components/GalaSwims.js';
import { SiteImage } from '../components/SiteImage.js';
import { StandardLinks } from '../components/StandardLinks.js';
import { results } from '../content/results.js';
import { standardList } from '../content/standard-list.js';
import { fill } from '../lib/fill.js';
import { formatDate } from '../lib/format-date.js';
import { loadGala } from '../lib/gala-modules.js';
import type { Gala } from '../lib/gala-types.js';
import type { StandardName } from '../lib/standard-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

/**
 * A test gives its own gala, words and standards; the site loads the gala at the address (its own
 * module).
 */
type Props = { gala?: Gala; words?: GalaWords; standards?: StandardName[] };

/** One gala's results at /results/<id>: our swims event by event, with a name filter. */
export default function GalaPage({
  gala: given,
  words = results,
  standards = standardList,
}: Props) {
  const { id = '' } = useParams<{ id: string }>();
  const gala = given ?? use(loadGala(id));
  useEntryTitle(gala?.title);
  if (!gala) return <NotFoundPage />;
  return (
    <article className="page gala">
      <h1>{gala.title}</h1>
      <GalaFacts gala={gala} words={words} />
      <GalaRecap gala={gala} words={words} />
      {gala.note && <p>{gala.note}</p>}
      {gala.hasResults && (
        <p>
          {[
            gala.agesAt
              ? fill(words.pages.agesAt, { date: formatDate(gala.agesAt) })
              : fill(words.pages.agesAtYearEnd, { year: gala.firstDay.slice(0, 4) }),
            gala.pointsTable && fill(words.pages.pointsTable, { table: gala.pointsTable }),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      {/* The volunteer's photos from results.yaml, small, as a news post shows its picture. */}
      {gala.photos?.length ? (
        <ul className="gala-photos">
          {gala.photos.map((photo) => (
            <li key={photo.src}>
              <SiteImage image={photo} width={200} />
            </li>
          ))}
        </ul>
      ) : null}
      {gala.hasResults ? (
        <GalaSwims events={gala.events} words={words} />
      ) : gala.schedule || gala.before ? (
        <>
          {gala.schedule && (
            <GalaSchedule galaId={gala.id} schedule={gala.schedule} words={words} />
          )}
          {gala.before && <GalaBefore before={gala.before} words={words} />}
        </>
      ) : (
        <p>{words.pages.noResultsYet}</p>
      )}
      <StandardLinks standards={standards} words={words} />
      <p>
        <Link href="/results">{words.pages.allResults}</Link>
      </p>
    </article>
  );
}
