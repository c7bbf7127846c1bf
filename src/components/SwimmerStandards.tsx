import { Link } from 'wouter';
import { fill } from '../lib/fill.js';
import type { SwimmerStandard } from '../lib/gala-types.js';
import { formatTime, raceName, type GalaWords } from '../lib/gala-words.js';

type Race = SwimmerStandard['races'][number];

/** One race against one standard, in words: met, the consideration time met, or how far off. */
function standing(race: Race, standard: string, { pages }: GalaWords) {
  const values = { time: formatTime(race.time), target: formatTime(race.target), gap: formatTime(race.time - race.target), standard };
  return fill(race.met ? pages.standardMet : race.considered ? pages.standardConsidered : pages.standardToGo, values);
}

/** A swimmer's qualifying times: per standard (a link to its page), each race they have swum
 * for it, met or how far off ("0.84 s to Braeshire County"), by the standard's own rules. */
export function SwimmerStandards({ standards, words }: { standards: SwimmerStandard[] | undefined; words: GalaWords }) {
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
