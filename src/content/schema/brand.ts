// content/brand.yaml: the club's colours, by what they colour. The build derives the shades the
// design needs, picks readable words on each, and checks every pair it draws for contrast
// (scripts/build/brand-palette.mjs).
import Color from 'colorjs.io';
import { z } from 'zod';

const writeOne =
  'write a colour as CSS does, in quotes, like "#0b6e4f", "rgb(11 110 79)", "hsl(160 80% ' +
  '24%)", "oklch(0.47 0.1 165)" or "darkgreen"';

const isColour = (value: string) => {
  try {
    new Color(value.trim());
    return true;
  } catch {
    return false;
  }
};

/** Any CSS colour, as text (an unquoted #… is caught as YAML is read, with its own message). */
const brandColour = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'is missing'
        : `${JSON.stringify(issue.input)} is not a colour; ${writeOne}`,
  })
  .refine(isColour, { error: (issue) => `"${issue.input}" is not a colour; ${writeOne}` });

export const brandSchema = z.strictObject({
  /**
   * The club's main colour: the menu, buttons, headings, footer; the browser's toolbar on phones.
   */
  primary: brandColour,
  /**
   * The second colour: the line under the header, the Submit button, a pale wash of it behind
   * boxes.
   */
  accent: brandColour,
  /** Stands out: the Contact page's club address line and the keyboard focus ring. Left out: the
   * accent, or a shade of it dark enough for the focus ring to show. */
  highlight: brandColour.optional(),
});
export type Brand = z.output<typeof brandSchema>;
