import { useState } from 'react';
import type { Join } from '../content/schema/join.js';
import { abilities, ageRange, suggestSquad } from '../lib/squad-guide.js';
import { useMounted } from '../lib/use-mounted.js';
import { PageSection } from './PageSection.js';

type Props = { join: Join };

/**
 * "Which squad?": a table of each squad's ages and what its swimmers can already do (all there
 * is without JavaScript), and once scripts run, an age box and tick boxes that suggest a squad.
 * The form is in the build's HTML too (the stylesheet hides it when scripts won't run), so it
 * takes its place from the first paint and nothing moves; until React has woken it up it is
 * disabled, visibly not ready, rather than swallowing what is typed.
 */
export function SquadGuide({ join }: Props) {
  const { guide, squads } = join;
  const mounted = useMounted();
  const [age, setAge] = useState('');
  const [ticked, setTicked] = useState(new Set<string>());
  const toggle = (item: string) =>
    setTicked(
      (old) => new Set(old.has(item) ? [...old].filter((i) => i !== item) : [...old, item]),
    );
  const suggestion = age ? suggestSquad(squads, Number(age), ticked) : undefined;
  return (
    <PageSection id="which-squad" heading={guide.heading} className="squad-guide">
      <p>{guide.intro}</p>
      <div className="squad-guide__form">
        <p>
          <label htmlFor="squad-guide-age">{guide.age}</label>{' '}
          <input
            id="squad-guide-age"
            type="number"
            inputMode="numeric"
            min="4"
            max="99"
            value={age}
            onChange={(e) => setAge(e.target.value)}
            disabled={!mounted}
          />
        </p>
        <fieldset disabled={!mounted}>
          <legend>{guide.canAlready}</legend>
          {abilities(squads).map((item) => (
            <label key={item} className="squad-guide__tick">
              <input type="checkbox" checked={ticked.has(item)} onChange={() => toggle(item)} />{' '}
              {item}
            </label>
          ))}
        </fieldset>
        <p role="status" className="squad-guide__suggestion">
          {age && (suggestion ? `${guide.suggestion} ${suggestion.squad}` : guide.none)}
        </p>
      </div>
      <table>
        <caption>{guide.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{join.costs.squad}</th>
            <th scope="col">{guide.ages}</th>
            <th scope="col">{guide.canAlreadyColumn}</th>
          </tr>
        </thead>
        <tbody>
          {squads.map((s) => (
            <tr key={s.squad}>
              <th scope="row">{s.squad}</th>
              <td>{ageRange(s, guide.over)}</td>
              <td>{s.canAlready.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageSection>
  );
}
