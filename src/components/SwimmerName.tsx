import { Link } from 'wouter';
import { swimmerPath } from '../lib/gala-modules.js';
import type { SwimmerRef } from '../lib/swim-types.js';
import { shownName } from '../lib/gala-words.js';

export { shownName };

/** A swimmer's name, linked to their page unless their results are withheld (no slug). */
export const SwimmerName = ({ swimmer }: { swimmer: SwimmerRef }) =>
  swimmer.slug ? (
    <Link href={swimmerPath(swimmer.slug)}>{shownName(swimmer)}</Link>
  ) : (
    <>{shownName(swimmer)}</>
  );
