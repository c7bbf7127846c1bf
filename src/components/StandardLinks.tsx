import { Fragment } from 'react';
import { Link } from 'wouter';
import type { StandardName } from '../lib/standard-types.js';
import type { GalaWords } from '../lib/gala-words.js';

/** "Qualifying times: Braeshire County Championships 2027 · Braeshire Open Meet 2027", each a
 * link to the standard's page (/standards/<id>): on /results, /records and each gala's page. */
export function StandardLinks({
  standards,
  words,
}: {
  standards: StandardName[];
  words: GalaWords;
}) {
  if (!standards.length) return null;
  return (
    <p className="standard-links">
      {`${words.pages.standardsHeading}: `}
      {standards.map(({ id, name }, i) => (
        <Fragment key={id}>
          {i > 0 && ' · '}
          <Link href={`/standards/${id}`}>{name}</Link>
        </Fragment>
      ))}
    </p>
  );
}
