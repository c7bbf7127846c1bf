import type { Join } from '../content/schema/join.js';
import { money } from '../lib/squad-guide.js';

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
            <td>{money(s.monthlyFee)}</td>
            <td>{money(s.membership)}</td>
            <td>{money(s.kit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
