import { fill } from '../lib/fill.js';
import type { StandardSummary } from '../lib/standard-types.js';
import { formatTime, genderName, raceName, type GalaWords } from '../lib/gala-words.js';
import { standardSentence } from '../lib/standard-words.js';
import { SwimmerName } from './SwimmerName.js';

type Group = StandardSummary['groups'][number];

/** "13–14", "12 and under" (from 0), "17 and over" (999: no upper age), "12". */
export function agesName({ min, max }: { min: number; max: number }, { pages }: GalaWords) {
  if (min === max) return String(min);
  if (max >= 999) return fill(pages.standardAgesOver, { age: min });
  if (min <= 0) return fill(pages.standardAgesUnder, { age: max });
  return `${min}–${max}`;
}

/** One race for one gender and age on a standard's page: its times, who met them (fastest
 * first) and who is close, with how far off. */
export function StandardGroup({
  group,
  short,
  pool,
  words,
}: {
  group: Group;
  short: string;
  pool?: string | undefined;
  words: GalaWords;
}) {
  const { pages } = words;
  // Each time in the sentence a gala's and a swimmer's page say it in.
  const said = (time: number) =>
    time <= group.time
      ? standardSentence('met', { standard: short, time, target: group.time }, words)
      : group.consider && time <= group.consider
        ? standardSentence('considered', { standard: short, time, target: group.consider }, words)
        : standardSentence('toGo', { standard: short, time, target: group.time }, words);
  const met = group.swimmers.filter((s) => s.time <= group.time);
  const close = group.swimmers.filter((s) => s.time > group.time);
  const times = [
    fill(pages.standardTime, { time: formatTime(group.time) }),
    group.consider && fill(pages.standardConsider, { time: formatTime(group.consider) }),
    group.limit && fill(pages.standardLimit, { time: formatTime(group.limit) }),
  ].filter(Boolean);
  return (
    <section className="standard-group">
      <h2>
        {raceName({ ...group, relayCount: 1 }, words)}:{' '}
        {fill(pages.standardGroup, {
          gender: genderName(
            group.gender,
            group.min >= (words.words.adultGenders?.from ?? Infinity),
            words,
          ),
          ages: agesName(group, words),
        })}
        {pool && <small className="swim-facts">{pool}</small>}
      </h2>
      <p>{times.join(' · ')}</p>
      {[
        [pages.standardMetList, met],
        [pages.standardCloseList, close],
      ].map(([heading, swimmers]) =>
        (swimmers as Group['swimmers']).length ? (
          <div key={heading as string}>
            <h3>{heading as string}</h3>
            <ul>
              {(swimmers as Group['swimmers']).map((s, i) => (
                <li key={i}>
                  <SwimmerName swimmer={s.swimmer} /> {s.age === undefined ? '' : `(${s.age}) `}
                  {`${formatTime(s.time)}, ${said(s.time)}`}
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}
