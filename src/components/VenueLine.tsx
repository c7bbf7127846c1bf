import type { Venue } from '../content/schema/venues.js';
import { ui } from '../content/ui.js';
import { fill } from '../lib/fill.js';

/** Where: the venue's name (a link to its map, when it has one), its pool's length and lanes,
 * then its address, if given. */
export function VenueLine({ venue }: { venue: Venue }) {
  const pool = [
    venue.length && fill(ui.venuePool, { length: venue.length }),
    venue.lanes && fill(ui.venueLanes, { lanes: String(venue.lanes) }),
  ].filter(Boolean);
  return (
    <>
      {venue.map ? <a href={venue.map}>{venue.name}</a> : venue.name}
      {pool.length > 0 && ` (${pool.join(', ')})`}
      {venue.address && `, ${venue.address}`}
    </>
  );
}
