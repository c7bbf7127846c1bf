import type { Training, TrainingSession } from '../content/schema/training.js';
import { formatDay } from '../lib/format-date.js';

type Props = { session: TrainingSession; kinds: Training['labels']['kinds']; date?: string };

/** One session in words: "Tuesday 13 October 2026, 17:30–19:00, Swim, Inverbrae Leisure Centre". */
export function SessionLine({ session, kinds, date }: Props) {
  return (
    <>
      {date && `${formatDay(date)}, `}
      {`${session.start}–${session.end}`}, {kinds[session.kind]}, {session.pool}
    </>
  );
}
