import { use } from 'react';
import { Link, useParams } from 'wouter';
import { StandardGroup } from '../components/StandardGroup.js';
import { results } from '../content/results.js';
import { fill } from '../lib/fill.js';
import { formatDate } from '../lib/format-date.js';
import { loadStandard } from '../lib/gala-modules.js';
import type { StandardSummary } from '../lib/standard-types.js';
import { poolName, type GalaWords } from '../lib/gala-words.js';
import { useEntryTitle } from '../lib/use-entry-title.js';
import NotFoundPage from './NotFoundPage.js';

/** A test gives its own standard and words; the site loads the standard at the address. */
type Props = { standard?: StandardSummary; words?: GalaWords };

/** Its rules in a sentence or three: the date ages are taken on, the swims that count, "close". */
function rules(
  standard: StandardSummary,
  pools: Set<StandardSummary['groups'][number]['course']>,
  words: GalaWords,
) {
  const { pages } = words;
  const { ageOn, from, to } = standard;
  const window =
    from && to ? pages.standardWindow : from ? pages.standardFrom : to ? pages.standardTo : '';
  return [
    pools.size === 1 && fill(pages.standardPool, { pool: poolName([...pools][0]!, words) }),
    ageOn === 'day of the swim'
      ? pages.standardAgesOnDay
      : fill(pages.standardAgesOn, { date: formatDate(ageOn) }),
    fill(window, { from: from ? formatDate(from) : '', to: to ? formatDate(to) : '' }),
    fill(pages.standardCloseNote, { close: standard.close }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A standard's page at /standards/<file name>, for coaches: per race and age, our swimmers who
 * met it and those within its margin (withheld swimmers are never in the module). */
export default function StandardPage({ standard: given, words = results }: Props) {
  const { id = '' } = useParams<{ id: string }>();
  const standard = given ?? use(loadStandard(id));
  useEntryTitle(standard?.name);
  if (!standard) return <NotFoundPage />;
  const pools = new Set(standard.groups.map((g) => g.course));
  return (
    <article className="page standard">
      <h1>{standard.name}</h1>
      <p>{rules(standard, pools, words)}</p>
      {standard.groups.length ? (
        standard.groups.map((group, i) => (
          <StandardGroup
            key={i}
            group={group}
            short={standard.short}
            pool={pools.size > 1 ? poolName(group.course, words) : undefined}
            words={words}
          />
        ))
      ) : (
        <p>{words.pages.standardNone}</p>
      )}
      <p>
        <Link href="/results">{words.pages.allResults}</Link>
      </p>
    </article>
  );
}
