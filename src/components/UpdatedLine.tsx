import { fill } from '../lib/fill.js';
import { formatDate } from '../lib/format-date.js';

type Props = { line: string; date: string };

/** "This notice was last updated on 22 November 2026": none until the club gives the date. */
export function UpdatedLine({ line, date }: Props) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null; // to be confirmed
  return <p className="page__updated">{fill(line, { date: formatDate(date) })}</p>;
}
