import type { Join } from '../content/schema/join.js';
import { money } from '../lib/squad-guide.js';

/** An amount in pounds, or "to be confirmed" as the content says until it is agreed. */
const amount = (value: number | string) =>
  typeof value === 'number' ? money(value) : <span className="costs__unconfirmed">{value}</span>;

/** What membership costs in each squad: monthly fee, Scottish Swimming membership, kit. In a box
 * that scrolls on its own when four columns of long words are wider than a phone (a new club's
 * "to be confirmed" fees), so the page never scrolls sideways; focusable, so a keyboard can
 * scroll it too. */
export function CostsTable({ join }: { join: Join }) {
  const { costs } = join;
  return (
    // A box that scrolls must be reachable by keyboard (WAI's scrollable region: named, tabindex
    // 0).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="group" aria-label={costs.heading} tabIndex={0}>
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
    </div>
  );
}
