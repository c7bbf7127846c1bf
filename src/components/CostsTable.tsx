import type { Join } from '../content/schema/join.js';
import { money } from '../lib/squad-guide.js';

/** An amount in pounds, or "to be confirmed" as the content says until it is agreed. */
const amount = (value: number | string) => (typeof value === 'number' ? money(value) : <span className="costs__unconfirmed">{value}</span>);

/** What membership costs in each squad: monthly fee, Scottish Swimming membership, kit. */
export function CostsTable({ join }: { join: Join }) {
  const { costs } = join;
  return (
    <table className="costs">
      <caption className="visually-hidden">{costs.heading}</caption>
      <thead>
        <tr>
          <th scope="col">{costs.squad}</th>
          <th scope="col">{costs.monthlyFee}</th>
          <th scope="col">{costs.membership}</th>
          <th scope="col">{costs.kit}</th>
        </tr>
      </thead>
      <tbody>
        {join.squads.map((s) => (
          <tr key={s.squad}>
            <th scope="row">{s.squad}</th>
            <td>{amount(s.monthlyFee)}</td>
            <td>{amount(s.membership)}</td>
            <td>{amount(s.kit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
