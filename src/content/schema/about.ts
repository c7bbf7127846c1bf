// content/about.yaml: the About page, section by section.
import { z } from 'zod';
import { writeTo, paragraphs, picture, text, textList, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/about', file: 'AboutPage' };

const section = { heading: text, paragraphs };

export const aboutSchema = z.strictObject({
  ...pageFields,
  heading: text,
  vision: z.strictObject(section),
  /** trainingLink: under each squad, to its times on the Training page; {squad} is filled in.
   * pathway: an optional picture of the squads' pathway. */
  squadStructure: z.strictObject({ ...section, pathway: picture.optional(), trainingLink: text }),
  /** extras and photo are optional. */
  facilities: z.strictObject({
    ...section,
    extras: textList.optional(),
    photo: picture.optional(),
  }),
  /** Optional (a club in no partnership leaves it out); memberClubs: the clubs of the regional
   * initiative, ours included. */
  partnerships: z.strictObject({ ...section, memberClubs: textList.optional() }).optional(),
  swimWithUs: z.strictObject({
    ...section,
    /** What a swimmer moving from another club should tell the club. */
    transferDetails: textList,
    transferPrompt: text,
    /** Words before the mail link of the contact `writeTo` names. */
    contactPrompt: text,
    writeTo,
    /** The link to the Join page. */
    joinLink: text,
  }),
});
export type About = z.output<typeof aboutSchema>;
