import { fill } from '../lib/fill.js';
import { formatTime, signedTime, statusName, type GalaWords } from '../lib/gala-words.js';
import type { Swim } from '../lib/gala-types.js';
import type { Hundredths } from '../lib/swim-types.js';
import { standardSentence, type Standing } from '../lib/standard-words.js';

/** A mark beside a time, in words: "PB", spelt out once in the page's key (MarksKey). One text,
 * so no React marker comment between the time and it (a gala has hundreds). */
const Mark = ({ short }: { short: string }) => <b>{` ${short}`}</b>;

/** A swim (a gala's, or one on a swimmer's page, whose PB drop is `improvement`). */
type ShownSwim = Omit<Swim, 'swimmer'> & { improvement?: Hundredths };

/** What else the file says of the swim, on a small line: the meet's note of it, heat and lane,
 * points, the entry time and the drop against it. */
function SwimFacts({ swim, words }: { swim: ShownSwim; words: GalaWords }) {
  const { pages } = words;
  const facts = [
    swim.note && !swim.status ? swim.note : '',
    swim.heat && swim.lane ? fill(pages.heatLane, { heat: swim.heat, lane: swim.lane }) : '',
    swim.points ? fill(pages.points, { points: swim.points }) : '',
    swim.entry && swim.time && !swim.status
      ? fill(pages.entry, {
          entry: formatTime(swim.entry),
          drop: signedTime(swim.time - swim.entry),
        })
      : '',
  ].filter(Boolean);
  return facts.length ? <small className="swim-facts">{facts.join(' · ')}</small> : null;
}

/** The standards a swim met, each in the sentence every page says it in, on a small line. */
function StandardsMet({ swim, words }: { swim: ShownSwim; words: GalaWords }) {
  const { time, targets = {} } = swim;
  const said = (standing: Standing, standard: string) =>
    time && targets[standard]
      ? standardSentence(standing, { standard, time, target: targets[standard] }, words)
      : standard;
  const all = [
    ...(swim.met ?? []).map((s) => said('met', s)),
    ...(swim.considered ?? []).map((s) => said('considered', s)),
  ];
  return all.length ? <small className="swim-facts">{all.join('; ')}</small> : null;
}

/** A swim's time and marks (a PB with its drop), or its status in words with the file's reason;
 * then the file's other facts. Splits are a table of their own (SplitsTable). */
export function SwimTime({ swim, words }: { swim: ShownSwim; words: GalaWords }) {
  const { pages } = words;
  if (swim.status)
    return (
      <>
        {statusName(swim.status, words) + (swim.time ? ` (${formatTime(swim.time)})` : '')}
        {swim.reason && <small className="swim-facts">{swim.reason}</small>}
        <SwimFacts swim={swim} words={words} />
      </>
    );
  return (
    <>
      {swim.time ? formatTime(swim.time) : ''}
      {swim.pb && (
        <Mark
          short={
            (swim.drop ?? swim.improvement)
              ? `${pages.pb} ${fill(pages.drop, {
                  drop: formatTime((swim.drop ?? swim.improvement)!),
                })}`
              : pages.pb
          }
        />
      )}
      {swim.first && <Mark short={pages.first} />}
      {swim.record && <Mark short={pages.record} />}
      {swim.equalled && <Mark short={pages.equalled} />}
      <SwimFacts swim={swim} words={words} />
      <StandardsMet swim={swim} words={words} />
    </>
  );
}
