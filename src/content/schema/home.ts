// content/home.yaml: the home page's welcome words and the photo slider (if the club has photos).
import { z } from 'zod';
import { optionalList, optionalText, pageFields, paragraphs, picture, text } from './fields.js';
import { sitePath } from './link-fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/', file: 'HomePage' };
/** Never left out: the site starts here. */
export const required = true;

export const homeSchema = z.strictObject({
  ...pageFields,
  /** May be empty: the club's full name stands alone on the browser tab. */
  title: optionalText,
  /** Shown before the club name: "Welcome to Inverbrae Amateur Swimming Club". */
  welcomeHeading: text,
  intro: paragraphs,
  /** Links under the welcome to the pages families look for most: title, a line about it, path. */
  shortcuts: z.array(z.strictObject({ title: text, text, path: sitePath })).default([]),
  /** The slider's photos, in order: none (no slider), one (the photo alone) or more. */
  slides: optionalList(picture),
});
export type Home = z.output<typeof homeSchema>;
