import { Link } from 'wouter';
import { swimmerPath } from '../lib/gala-modules.js';
import type { SwimmerRef } from '../lib/gala-types.js';

/** "Ann S.", or "Ann S. (11–12)" where another swimmer shows under the same name. */
export const shownName = ({ name, group }: SwimmerRef) => (group ? `${name} (${group})` : name);

/** A swimmer's name, linked to their page unless their results are withheld (no slug). */
export const SwimmerName = ({ swimmer }: { swimmer: SwimmerRef }) =>
  swimmer.slug ? <Link href={swimmerPath(swimmer.slug)}>{shownName(swimmer)}</Link> : <>{shownName(swimmer)}</>;
