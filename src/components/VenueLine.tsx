import type { Venue } from '../content/schema/venues.js';

/** Where: the venue's name (a link to its map, when it has one), then its address, if given. */
export function VenueLine({ venue }: { venue: Venue }) {
  return (
    <>
      {venue.map ? <a href={venue.map}>{venue.name}</a> : venue.name}
      {venue.address && `, ${venue.address}`}
    </>
  );
}
