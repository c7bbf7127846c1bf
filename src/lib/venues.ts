import type { Venue, Venues } from '../content/schema/venues.js';

/** The venue a session or event names. The build has checked every name is in venues.yaml; a
 * test's content may not have the list, so a name alone stands for itself. */
export const venueNamed = (venues: Venues, name: string): Venue =>
  venues.find((venue) => venue.name === name) ?? { name };
