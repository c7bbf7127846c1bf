// content/squads.yaml: the squad pathway, in order from where most swimmers join to the top squad.
import Color from 'colorjs.io';
import { z } from 'zod';
import { colour, picture, text } from './fields.js';

/** Enough for any club's pathway; the About page, the timetable's picker and the Join page's
 * tables stay readable on a phone up to this many. */
export const mostSquads = 12;

/** Black or white, whichever is easier to read on `background` (WCAG contrast). Worked out
 * here, at build time, so no colour library reaches the browser. */
export function readableOn(background: string): '#000000' | '#FFFFFF' {
  const colour = new Color(background);
  return colour.contrast('black', 'WCAG21') >= colour.contrast('white', 'WCAG21')
    ? '#000000'
    : '#FFFFFF';
}

export const squadSchema = z
  .strictObject({
    name: text,
    /** Badge colour, also used for the squad's name tag. */
    colour,
    /** Artwork for the badge; without it the site draws one from the colour and the name. */
    badge: picture.optional(),
    summary: text,
  })
  .transform((squad) => ({
    ...squad,
    /** For words drawn on the squad's colour. */ textColour: readableOn(squad.colour),
  }));

export const squadsSchema = z
  .array(squadSchema)
  .min(1, {
    error:
      'needs at least one squad: write each squad as a "- name:" line with its colour and summary',
  })
  .max(mostSquads, {
    error: (issue) =>
      `has ${Array.isArray(issue.input) ? issue.input.length : 'more than ' + mostSquads} ` +
      `squads, but the site shows at most ${mostSquads} (more no longer fit the pages on a ` +
      'phone); merge some squads, or list groups within a squad in its summary',
  });
export type Squad = z.output<typeof squadSchema>;
export type Squads = z.output<typeof squadsSchema>;
