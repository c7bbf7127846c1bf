// content/squads.yaml: the squad pathway, in order from where most swimmers join to the top squad.
import { z } from 'zod';
import { colour, picture, text } from './fields.js';

export const squadSchema = z.strictObject({
  name: text,
  /** Badge colour, also used for the squad's name tag. */
  colour,
  badge: picture,
  summary: text,
});
export const squadsSchema = z.array(squadSchema).min(1, { error: 'needs at least one squad' });
export type Squad = z.output<typeof squadSchema>;
export type Squads = z.output<typeof squadsSchema>;
