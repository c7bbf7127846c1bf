import { use } from 'react';
import { Link, useParams } from 'wouter';
import { SwimmerGalas } from '../components/SwimmerGalas.js';
import { BestTimes, Progression } from '../components/SwimmerRaces.js';
import { shownName } from '../components/SwimmerName.js';
import { SwimmerStandards } from '../components/SwimmerStandards.js';
import { results } from '../content/results.js';
import { loadSwimmer } from '../lib/gala-modules.js';
import type { Swimmer } from '../lib/swimmer-types.js';
import { poolName, type GalaWords } from '../lib/gala-words.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

/** A test gives its own swimmer and words; the site loads the swimmer at the address. */
type Props = { swimmer?: Swimmer; words?: GalaWords };

/** A swimmer's page at /swimmers/<slug>: personal bests and progression, each pool length
 * apart (25 m and 50 m times never mix), then every swim, newest gala first. */
export default function SwimmerPage({ swimmer: given, words = results }: Props) {
  const { slug = '' } = useParams<{ slug: string }>();
  const swimmer = given ?? use(loadSwimmer(slug));
  useEntryTitle(swimmer?.name);
  if (!swimmer) return <NotFoundPage />;
  const courses = [...new Set(swimmer.races.map((race) => race.course))];
  return (
    <article className="page swimmer">
      <h1>{shownName(swimmer)}</h1>
      {courses.map((course, c) => {
        const races = swimmer.races.filter((race) => race.course === course);
        return (
          <section key={course}>
            <h2>{poolName(course, words)}</h2>
            <BestTimes races={races} words={words} />
            <Progression races={races} words={words} first={c === 0} />
          </section>
        );
      })}
      <SwimmerStandards standards={swimmer.standards} words={words} />
      <SwimmerGalas galas={swimmer.galas ?? []} words={words} />
      <p>
        <Link href="/results">{words.pages.allResults}</Link>
      </p>
    </article>
  );
}
