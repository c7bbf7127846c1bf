// A plain first version of /records from the data half of issue 38 (h-gdata), so the page the
// schema declares exists; the pages half (h-gpages) draws the real one.
import { records as clubRecords } from '../content/records.js';
import type { Records } from '../content/schema/records.js';

/** The club records: how many tables there are, by pool, gender and age group. */
export default function RecordsPage({ records = clubRecords }: { records?: Records }) {
  return (
    <div className="page records">
      <h1>{records.title}</h1>
      <ul>
        {records.tables.map((table) => (
          <li key={`${table.course}-${table.gender}-${table.ageGroup}`}>
            {table.course} {table.gender} {table.ageGroup}: {table.records.length}
          </li>
        ))}
      </ul>
    </div>
  );
}
