import { Link } from 'wouter';
import { RecordTable } from '../components/RecordTable.js';
import { TopTimesLinks } from '../components/TopTimesTable.js';
import { records as clubRecords } from '../content/records.js';
import { results } from '../content/results.js';
import type { ClubRecords } from '../lib/gala-types.js';
import { genderName, poolName, type GalaWords } from '../lib/gala-words.js';

/** The club's records and words unless a test gives others. */
type Props = { records?: ClubRecords & { title: string }; words?: GalaWords };

/** The club records, pool length by pool length, then by gender and age group; the age rule. */
export default function RecordsPage({ records = clubRecords, words = results }: Props) {
  const { pages } = words;
  const courses = [...new Set(records.tables.map((table) => table.course))];
  return (
    <div className="page records">
      <h1>{records.title}</h1>
      <p>
        {records.ageRule === 'day' ? pages.ageRuleDay : pages.ageRuleYearEnd}
        {records.agesByYearEnd ? ` ${pages.recordsByYearEnd}` : ''}
      </p>
      {!records.tables.length && <p>{pages.noRecords}</p>}
      <TopTimesLinks pools={records.topTimes} words={words} />
      {courses.map((course) => (
        <section key={course}>
          <h2>{poolName(course, words)}</h2>
          {records.tables
            .filter((table) => table.course === course)
            .map((table, i) => (
              <RecordTable
                key={i}
                table={table}
                caption={[genderName(table.gender, table.adults, words), table.ageGroup].filter(Boolean).join(', ')}
                words={words}
              />
            ))}
        </section>
      ))}
      <p>
        <Link href="/results">{pages.allResults}</Link>
      </p>
    </div>
  );
}
