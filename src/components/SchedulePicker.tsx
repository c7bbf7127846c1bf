import { shownName } from './SwimmerName.js';
import type { GalaWords } from '../lib/gala-words.js';
import type { SwimmerRef } from '../lib/swim-types.js';
import { pickKey } from '../lib/schedule.js';

type Props = {
  swimmers: SwimmerRef[];
  picks: string[];
  onChange: (picks: string[]) => void;
  words: GalaWords;
};

/** Tick your swimmers: the day then shows just theirs. Shown only with scripts (the stylesheet),
 * as it works only with them. */
export function SchedulePicker({ swimmers, picks, onChange, words }: Props) {
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...picks, key] : picks.filter((k) => k !== key));
  return (
    <details className="schedule-pick">
      <summary>{words.pages.schedulePick}</summary>
      <p>{words.pages.schedulePickNote}</p>
      <ul>
        {swimmers.map((swimmer) => {
          const key = pickKey(swimmer);
          return (
            <li key={key}>
              <label>
                <input
                  type="checkbox"
                  checked={picks.includes(key)}
                  onChange={(e) => toggle(key, e.currentTarget.checked)}
                />{' '}
                {shownName(swimmer)}
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
