import { Link } from 'wouter';
import { JumpList } from '../components/JumpList.js';
import { RecordTable } from '../components/RecordTable.js';
import { TopTimesLinks } from '../components/TopTimesTable.js';
import { StandardLinks } from '../components/StandardLinks.js';
import { records as clubRecords } from '../content/records.js';
import { results } from '../content/results.js';
import { standardList } from '../content/standard-list.js';
import type { ClubRecords } from '../lib/record-types.js';
import type { StandardName } from '../lib/standard-types.js';
import { poolName, tableName, type GalaWords } from '../lib/gala-words.js';

/** The club's records and words unless a test gives others. */
type Props = {
  records?: ClubRecords & { title: string };
  words?: GalaWords;
  standards?: StandardName[];
};

/** The club records, pool length by pool length, then by gender and age group; the age rule. */
export default function RecordsPage({
  records = clubRecords,
  words = results,
  standards = standardList,
}: Props) {
  const { pages } = words;
  const courses = [...new Set(records.tables.map((table) => table.course))];
  const tables = records.tables.map((table, i) => ({
    table,
    id: `records-${i + 1}`,
    caption: tableName(table, words),
  }));
  return (
    <div className="page records">
      <h1>{records.title}</h1>
      <p>
        {records.ageRule === 'day' ? pages.ageRuleDay : pages.ageRuleYearEnd}
        {records.agesByYearEnd ? ` ${pages.recordsByYearEnd}` : ''}
      </p>
      {!records.tables.length && <p>{pages.noRecords}</p>}
      <JumpList
        label={pages.jumpTo}
        parts={tables.map(({ table, id, caption }) => ({
          id,
          name: courses.length > 1 ? `${poolName(table.course, words)}: ${caption}` : caption,
        }))}
      />
      <TopTimesLinks pools={records.topTimes} words={words} />
      <StandardLinks standards={standards} words={words} />
      {courses.map((course) => (
        <section key={course}>
          <h2>{poolName(course, words)}</h2>
          {tables
            .filter(({ table }) => table.course === course)
            .map(({ table, id, caption }) => (
              <RecordTable key={id} id={id} table={table} caption={caption} words={words} />
            ))}
        </section>
      ))}
      <p>
        <Link href="/results">{pages.allResults}</Link>
      </p>
    </div>
  );
}
