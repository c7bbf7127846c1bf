import { use } from 'react';
import { Link, useParams } from 'wouter';
import { TopTimesTable } from '../components/TopTimesTable.js';
import { results } from '../content/results.js';
import { fill } from '../lib/fill.js';
import { loadSeasonTopTimes, loadTopTimes, topTimesPath } from '../lib/gala-modules.js';
import type { TopTimes } from '../lib/top-times-types.js';
import { genderName, poolName, raceName, type GalaWords } from '../lib/gala-words.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

/** A test gives its own top times and words; the site loads the pool's at the address. */
type Props = { topTimes?: TopTimes; words?: GalaWords; view?: TopTimes['view'] };

/** The club's top times in one pool for one gender, all-time (/records/top-times/<pool>-<gender>)
 * or this season (…/season), each linking the other: per age group (a jump list to each), per
 * race, the ten fastest. */
export default function TopTimesPage({
  topTimes: given,
  words = results,
  view = 'allTime',
}: Props) {
  const { id = '' } = useParams<{ id: string }>();
  const top = given ?? use((view === 'season' ? loadSeasonTopTimes : loadTopTimes)(id));
  const { pages } = words;
  const titleOf = (of: TopTimes['view']) =>
    top
      ? fill(of === 'season' ? pages.topTimesSeasonTitle : pages.topTimesTitle, {
          pool: poolName(top.course, words),
          gender: genderName(top.gender, top.adults, words),
          season: top.season ?? '',
        })
      : undefined;
  const title = titleOf(view);
  useEntryTitle(title);
  if (!top) return <NotFoundPage />;
  const other = view === 'season' ? 'allTime' : 'season';
  const heading = (t: TopTimes['tables'][number]) =>
    fill(pages.topTimesGroup, { gender: genderName(t.gender, t.adults, words), group: t.ageGroup });
  const anchor = (i: number) => `group-${i + 1}`;
  // The tables a first screen may show are laid out at once (LazyBox's `eager`): no shift.
  const firstScreen = (i: number, r: number) =>
    top.tables.slice(0, i).reduce((n, t) => n + t.races.length, 0) + r < 3;
  const which =
    view === 'season'
      ? fill(pages.topTimesSeason, { season: top.season ?? '' })
      : pages.topTimesAllTime;
  return (
    <article className="page top-times">
      <h1>{title}</h1>
      {(other === 'allTime' || top.season) && (
        <p>
          <Link href={topTimesPath(top.id, other)}>{titleOf(other)}</Link>
        </p>
      )}
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
          {t.races.map((race, r) => (
            <TopTimesTable
              key={r}
              swims={race.swims}
              caption={`${raceName(race, words)}: ${which}`}
              words={words}
              eager={firstScreen(i, r)}
            />
          ))}
        </section>
      ))}
      <p>
        <Link href="/records">{pages.recordsLink}</Link>
      </p>
    </article>
  );
}
