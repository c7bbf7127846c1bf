// content/venues.yaml: the pools and halls the club uses, each written out once. Training
// sessions (training.yaml, pool:) and events (events.yaml, place:) name one of them.
import { z } from 'zod';
import { text } from './fields.js';

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** A map's address: https only, as every page's link must be safe to open from a secure page. */
const mapLink = z.url({
  protocol: /^https$/,
  error: (issue) =>
    (issue.input === undefined
      ? 'is missing'
      : `${quoted(issue.input)} is not a map's web address`) +
    "; copy the address from the map site's Share button, starting with https://, like " +
    'https://www.openstreetmap.org/…',
});

/** A pool's length with its unit: 25 m, 50 m, 25 yd. */
const notLanes = (issue: { input?: unknown }) =>
  `${quoted(issue.input)} is not a number of lanes; write it like 6`;
const notALength = (issue: { input?: unknown }) =>
  `${quoted(issue.input)} is not a pool length; write it with its unit, like 25 m or 50 m`;
const poolLength = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .replace(/^(\d+(?:\.\d+)?)\s*(m|yd)$/i, (_, n, unit) => `${n} ${unit.toLowerCase()}`)
      : v,
  z.string({ error: notALength }).regex(/^\d+(\.\d+)? (m|yd)$/, { error: notALength }),
);

export const venueSchema = z.strictObject({
  /** As sessions and events name it: "Inverbrae Leisure Centre". */
  name: text,
  /** Street and town, shown under the name and put in calendar entries. */
  address: text.optional(),
  /** A link to the place on a map. */
  map: mapLink.optional(),
  /** A pool's length (25 m) and number of lanes, shown beside its name. */
  length: poolLength.optional(),
  lanes: z
    .number({ error: notLanes })
    .int({ error: notLanes })
    .min(1, { error: notLanes })
    .optional(),
});

export const venuesSchema = z
  .array(venueSchema)
  .min(1, { error: 'needs at least one venue: the pool where the club trains' });

export type Venue = z.output<typeof venueSchema>;
export type Venues = z.output<typeof venuesSchema>;
