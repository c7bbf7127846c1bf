import { useEffect, useState } from 'react';
import { BelowTheFold } from '../components/BelowTheFold.js';
import { PageSection } from '../components/PageSection.js';
import { SquadPicker } from '../components/SquadPicker.js';
import { SquadTimetable } from '../components/SquadTimetable.js';
import { TrainingToday } from '../components/TrainingToday.js';
import { VenueLine } from '../components/VenueLine.js';
import type { Notice } from '../content/schema/notices.js';
import type { Span, Training } from '../content/schema/training.js';
import type { Venues } from '../content/schema/venues.js';
import { training as clubTraining } from '../content/training.js';
import { venues as clubVenues } from '../content/venues.js';
import { formatDate } from '../lib/format-date.js';
import { clubDate } from '../lib/club-time.js';
import { termAhead, termsOf } from '../lib/training.js';
import { squadAnchor } from '../lib/training-paths.js';
import { useMounted, useNow, type Clock } from '../lib/use-mounted.js';
import { venueNamed } from '../lib/venues.js';

type Props = { training?: Training; venues?: Venues; notices?: Notice[]; clock?: Clock };

const dates = (span: Span) =>
  span.from === span.to
    ? formatDate(span.from)
    : `${formatDate(span.from)} – ${formatDate(span.to)}`;

/**
 * Is there training today, each squad's week (one squad at a time once scripts run, chosen
 * from the address's #squad-… or the picker; every table without them), where the squads train,
 * term dates and breaks.
 */
export default function TrainingPage({
  training = clubTraining,
  venues = clubVenues,
  notices,
  clock,
}: Props) {
  const mounted = useMounted();
  const today = clubDate(useNow(clock));
  const [picked, setPicked] = useState('');
  const squads = training.squads.map((s) => s.squad);
  // The squad the address's #part names, once mounted: the address is outside React, and the
  // prerendered page (no address) must match the first render.
  useEffect(
    () =>
      // oxlint-disable-next-line react/set-state-in-effect
      setPicked(
        training.squads
          .map((s) => s.squad)
          .find((s) => window.location.hash === `#${squadAnchor(s)}`) ?? '',
      ),
    [training],
  );
  const pick = (squad: string) => {
    setPicked(squad);
    window.history.replaceState(
      window.history.state,
      '',
      squad ? `#${squadAnchor(squad)}` : window.location.pathname,
    );
  };
  const { labels } = training;
  // Each venue the timetable names, once, in the order it first appears.
  const pools = [
    ...new Set(training.squads.flatMap((squad) => squad.sessions.map((session) => session.pool))),
  ].map((name) => venueNamed(venues, name));
  return (
    <div className="page training">
      <h1>{training.heading}</h1>
      <p>{training.intro}</p>
      <TrainingToday training={training} notices={notices} clock={clock} />
      <BelowTheFold>
        <PageSection id="timetable" heading={labels.timetable}>
          {mounted && (
            <SquadPicker
              label={labels.pickSquad}
              allLabel={labels.allSquads}
              squads={squads}
              picked={picked}
              onPick={pick}
            />
          )}
          {training.squads.map((squad) => (
            <SquadTimetable
              key={squad.squad}
              training={training}
              squad={squad}
              hidden={Boolean(picked) && picked !== squad.squad}
            />
          ))}
        </PageSection>
        <PageSection id="venues" heading={labels.venues}>
          <ul>
            {pools.map((venue) => (
              <li key={venue.name}>
                <VenueLine venue={venue} />
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="terms" heading={labels.terms}>
          {training.terms === 'all year' && labels.allYear && <p>{labels.allYear}</p>}
          {termsOf(training).length > 0 && (
            <ul>
              {termsOf(training).map((term) => (
                <li key={term.from}>{`${term.name}: ${dates(term)}`}</li>
              ))}
            </ul>
          )}
          {!termAhead(training, today) && <p>{labels.termsToCome}</p>}
          {training.breaks.length > 0 && (
            <>
              <h3>{labels.breaks}</h3>
              <ul>
                {training.breaks.map((b) => (
                  <li
                    key={b.from + b.name}
                  >{`${b.name}: ${dates(b)}${b.squads ? ` (${b.squads.join(', ')})` : ''}`}</li>
                ))}
              </ul>
            </>
          )}
        </PageSection>
      </BelowTheFold>
    </div>
  );
}
