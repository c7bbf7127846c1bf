// The kinds of field content files are made of. Each says, in plain English, what is wrong
// with a value and what to write instead: these words reach the volunteer as they are.
// Read only by the build (in Node); the browser gets the checked data, never this file.
import { z } from 'zod';

/** Pictures in public/images/ (with their size in pixels) and files in public/documents/,
 * filled in by the build before any content is checked. */
export const publicFiles = {
  images: new Map<string, { width: number; height: number }>(),
  documents: new Set<string>(),
};

// A value YAML read as fields or a list (a colon and space, or "- ", inside the text) is named by
// its first words, never as "[object Object]".
export const quoted = (value: unknown): string =>
  typeof value === 'string'
    ? `"${value}"`
    : Array.isArray(value)
      ? `a list (${value.length ? quoted(value[0]) : 'empty'}…)`
      : value && typeof value === 'object'
        ? `"${Object.keys(value)[0] ?? ''}: …" (read as a field name and its value, because of ` +
          'the colon and space)'
        : String(value);
export const missingOr = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? 'is missing'
    : `${quoted(issue.input)} ${what}`;

/** Words. A number or yes/no written as text (a year as a title, say) is taken as text. */
export const text = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
  z
    .string({ error: missingOr('should be text') })
    .trim()
    .min(1, { error: 'is empty; write some text, or delete the line' }),
);

/** A word added after clubs had written their file (results.yaml's pages' words): their file
 * stays valid, and shows this until they write their own. */
export const word = (words: string) => text.default(words);

/** Words that may be left empty, like the home page's title (the club's name stands alone). */
export const optionalText = z.preprocess(
  (v) => (v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: missingOr('should be text') }),
);

/** Paragraphs: one list item ("- ") each. */
export const paragraphs = z.array(text, {
  error: missingOr('should be a list of paragraphs, each on its own line starting with "- "'),
});

/** The parts a site may go without, which words may speak of: the contact form (contact.yaml
 * has its EmailJS ids), the photo slider (two or more slides on the home page) and the club's own
 * documents (a PDF linked from Links or Club policies). */
export const siteParts = ['contact form', 'photo slider', 'documents'] as const;
export type SitePart = (typeof siteParts)[number];

/** A text that shows only while the site has the part it speaks of, written
 * `- { text: "The contact form needs JavaScript.", onlyWith: contact form }`; the build leaves it
 * out of a site without that part (src/content/parts.ts). */
export type PartText = { text: string; onlyWith: SitePart };
const partText = z.union([text, z.strictObject({ text, onlyWith: z.enum(siteParts) })], {
  error: (issue) =>
    issue.input && typeof issue.input === 'object' && !Array.isArray(issue.input)
      ? `should be written { text: "…", onlyWith: ${siteParts.join(' | ')} }: onlyWith names ` +
        `the part the words speak of (${siteParts.join(', ')})`
      : `${quoted(issue.input)} should be text`,
});

/** Paragraphs or short texts, each of which may show only with a part of the site (PartText). */
export const partTexts = z.array(partText, {
  error: missingOr('should be a list, each item on its own line starting with "- "'),
});

/** A list of short texts, one per line starting with "- ". */
export const textList = z.array(text, {
  error: missingOr('should be a list, each item on its own line starting with "- "'),
});

export const email = z.email({
  error: missingOr('is not an e-mail address; it should look like name@example.com'),
});

export const webAddress = z.url({
  protocol: /^https?$/,
  error: missingOr(
    'is not a web address; it should start with https:// and look like https://www.example.com/',
  ),
});

/**
 * A colour as # and six hexadecimal digits. YAML reads an unquoted # as a comment, hence the
 * quotes.
 */
export const colour = z
  .string({
    error: missingOr(
      'is not a colour; write it in quotes as # and six digits or letters A–F, like "#1A2B3C"',
    ),
  })
  .regex(/^#[0-9a-f]{6}$/i, {
    error: missingOr(
      'is not a colour; write it in quotes as # and six digits or letters A–F, like "#1A2B3C"',
    ),
  });

/** A whole number, e.g. a year or a maximum length. */
export const whole = z
  .number({ error: missingOr('should be a whole number, like 2025') })
  .int({ error: missingOr('should be a whole number, like 2025') });

/** The path of a picture in public/images/, e.g. images/slide-1.jpg. */
export const imagePath = z
  .string({ error: missingOr('should name a picture, like images/photo.jpg') })
  .refine((src) => publicFiles.images.has(src), {
    error: (issue) =>
      `there is no picture ${quoted(issue.input)} in public/: put the file in public/images/ ` +
      'and write its name here, like images/photo.jpg (check the spelling and capital ' +
      'letters)',
  });

/**
 * A picture: the volunteer writes `src` and `alt`; the build adds its width and height from the
 * file.
 */
export const picture = z
  .strictObject({
    src: imagePath,
    alt: z.string({
      error: (issue) =>
        issue.input === undefined
          ? 'alt is missing: describe what the picture shows, for people who cannot see it (or ' +
            'write alt: "" if it is only decoration)'
          : `${quoted(issue.input)} should be text describing the picture`,
    }),
  })
  .transform(({ src, alt }) => ({ src, alt, ...publicFiles.images.get(src)! }));
export type Picture = z.output<typeof picture>;

/** A link to another website: its name and full address. */
export const webLink = z.strictObject({ name: text, url: webAddress });
export type WebLink = z.output<typeof webLink>;

/** A role the club names, with its mailbox and (optional) what to write to it about, shown on
 * the Contact page: { role: Head Coach, email: coach@…, about: "Squads, training and moving up" }.
 * */
export const contact = z.strictObject({ role: text, email, about: text.optional() });
export type Contact = z.output<typeof contact>;
/** Which contact in site.yaml a page's mail link goes to (its name there, like membership);
 * left out: the general one. */
export const writeTo = text.optional();

/**
 * What a Markdown file adds to its front matter: the address from its file name, and its words as
 * HTML.
 */
export type MarkdownFile = { slug: string; body: string };

/** The first two fields of every page's content file: the title on the browser tab and in link
 * previews ("About | Inverbrae ASC"), and the line search results show under it. */
export const pageFields = { title: text, description: text };

/** A list the club may not have: left out, left empty (`slides:`) or written `[]`, it is none. */
export const optionalList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, {
      error: missingOr('should be a list, each item on its own line starting with "- "'),
    })
    .nullish()
    .transform((list) => list ?? []);
