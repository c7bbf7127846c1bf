import { Link } from 'wouter';
import type { SwimmerStandard } from '../lib/standard-types.js';
import { formatTime, raceName, type GalaWords } from '../lib/gala-words.js';
import { standardSentence } from '../lib/standard-words.js';

type Race = SwimmerStandard['races'][number];

/** One race's best against one standard: its time, then the sentence every page says it in. */
const standing = (race: Race, standard: string, words: GalaWords) =>
  `${formatTime(race.time)}, ${standardSentence(
    race.met ? 'met' : race.considered ? 'considered' : 'toGo',
    { standard, time: race.time, target: race.target },
    words,
  )}`;

/** A swimmer's qualifying times: per standard (a link to its page), each race they have swum
 * for it, met or how far off ("0.84 s off the Braeshire County time of 36.00"), by the
 * standard's own rules. */
export function SwimmerStandards({
  standards,
  words,
}: {
  standards: SwimmerStandard[] | undefined;
  words: GalaWords;
}) {
  if (!standards?.length) return null;
  return (
    <section>
      <h2>{words.pages.standardsHeading}</h2>
      {standards.map((standard) => (
        <div key={standard.id}>
          <h3>
            <Link href={`/standards/${standard.id}`}>{standard.name}</Link>
          </h3>
          <ul>
            {standard.races.map((race, i) => (
              <li key={i}>
                {raceName(race, words)}: {standing(race, standard.short, words)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
