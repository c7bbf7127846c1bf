// content/people.yaml: the People page: coaches, committee and how to volunteer.
import { z } from 'zod';
import { writeTo, optionalList, paragraphs, text, textList, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/people', file: 'PeoplePage' };

export const peopleSchema = z.strictObject({
  ...pageFields,
  heading: text,
  coaching: z.strictObject({
    heading: text,
    intro: text,
    roles: z.array(z.strictObject({ title: text, description: text })),
  }),
  /** Optional: the Head Coach's welcome, in their own words (a new club has none yet). */
  headCoachWelcome: z.strictObject({ heading: text, paragraphs, signature: text }).optional(),
  volunteering: z.strictObject({ heading: text, intro: text, opportunities: textList }),
  committee: z.strictObject({ heading: text, intro: text, roles: textList }),
  /** Only the members whose names are known; with none, the page leaves the executive out. */
  executive: z.strictObject({
    heading: text,
    intro: text,
    members: optionalList(z.strictObject({ role: text, name: text })),
  }),
  /**
   * The Wellbeing and Protection Officer's address (site.yaml) follows contactPrompt; the help
   * links follow linksPrompt.
   */
  wellbeing: z.strictObject({ heading: text, paragraphs, contactPrompt: text, linksPrompt: text }),
  /** contactPrompt: words before the mail link of the contact `writeTo` names. */
  getInvolved: z.strictObject({ heading: text, paragraphs, contactPrompt: text, writeTo }),
});
export type People = z.output<typeof peopleSchema>;
export type Role = People['coaching']['roles'][number];
export type Officer = People['executive']['members'][number];
