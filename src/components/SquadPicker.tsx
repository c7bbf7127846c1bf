import { useId } from 'react';

type Props = {
  label: string;
  allLabel: string;
  squads: string[];
  picked: string;
  onPick: (squad: string) => void;
};

/** Chooses whose week the timetable shows ("" for every squad). Only rendered once scripts run. */
export function SquadPicker({ label, allLabel, squads, picked, onPick }: Props) {
  const id = useId();
  return (
    <p className="squad-picker">
      <label htmlFor={id}>{label}</label>{' '}
      <select id={id} value={picked} onChange={(e) => onPick(e.target.value)}>
        <option value="">{allLabel}</option>
        {squads.map((squad) => (
          <option key={squad} value={squad}>
            {squad}
          </option>
        ))}
      </select>
    </p>
  );
}
