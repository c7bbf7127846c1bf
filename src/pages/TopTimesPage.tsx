import { use } from 'react';
import { Link, useParams } from 'wouter';
import { TopTimesTable } from '../components/TopTimesTable.js';
import { results } from '../content/results.js';
import { fill } from '../lib/fill.js';
import { loadTopTimes } from '../lib/gala-modules.js';
import type { TopTime, TopTimes } from '../lib/gala-types.js';
import { genderName, poolName, raceName, type GalaWords } from '../lib/gala-words.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

const sameList = (a: TopTime[], b: TopTime[]) =>
  a.length === b.length && a.every((swim, i) => swim.time === b[i]!.time && swim.swimmer.name === b[i]!.swimmer.name);

/** A test gives its own top times and words; the site loads the pool's at the address. */
type Props = { topTimes?: TopTimes; words?: GalaWords };

/** The club's top times in one pool for one gender, /records/top-times/<pool>-<gender>: per age group (a jump
 * list to each), per race, the ten fastest all-time and this season. */
export default function TopTimesPage({ topTimes: given, words = results }: Props) {
  const { id = '' } = useParams<{ id: string }>();
  const top = given ?? use(loadTopTimes(id));
  const { pages } = words;
  const title = top ? fill(pages.topTimesTitle, { pool: poolName(top.course, words), gender: genderName(top.gender, false, words) }) : undefined;
  useEntryTitle(title);
  if (!top) return <NotFoundPage />;
  const heading = (t: TopTimes['tables'][number]) => fill(pages.topTimesGroup, { gender: genderName(t.gender, false, words), group: t.ageGroup });
  const anchor = (i: number) => `group-${i + 1}`;
  return (
    <article className="page top-times">
      <h1>{title}</h1>
      <ul className="jump-list">
        {top.tables.map((t, i) => (
          <li key={i}>
            <a href={`#${anchor(i)}`}>{heading(t)}</a>
          </li>
        ))}
      </ul>
      {top.tables.map((t, i) => (
        <section key={i} id={anchor(i)}>
          <h2>{heading(t)}</h2>
          {t.races.map((race, r) => {
            const season = top.season && race.season.length ? fill(pages.topTimesSeason, { season: top.season }) : '';
            // Every one of the all-time list swum this season: one table says both.
            const same = season && sameList(race.season, race.allTime);
            return (
              <div key={r}>
                <TopTimesTable
                  swims={race.allTime}
                  caption={`${raceName(race, words)}: ${[pages.topTimesAllTime, same && season].filter(Boolean).join(', ')}`}
                  words={words}
                />
                {season && !same && <TopTimesTable swims={race.season} caption={`${raceName(race, words)}: ${season}`} words={words} />}
              </div>
            );
          })}
        </section>
      ))}
      <p>
        <Link href="/records">{pages.recordsLink}</Link>
      </p>
    </article>
  );
}
