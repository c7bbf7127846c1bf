// Types shared by several content files. Each content file declares its own type too,
// so `npm run typecheck` tells a volunteer exactly which field is missing or misspelt.

/** A picture in public/images/. `src` is relative to the site root, e.g. "images/logo.svg". */
export type ImageAsset = {
  src: string;
  /** What the picture shows, read aloud by screen readers. Use "" only for pure decoration. */
  alt: string;
  /** The picture's own size in pixels, so the page doesn't jump while it loads. */
  width: number;
  height: number;
};

/** A named person or post with a mailbox, e.g. the Membership Secretary. */
export type Contact = {
  role: string;
  email: string;
};

/** A link to another website: what it is called and its full address. */
export type WebLink = {
  name: string;
  url: string;
};

/** Text made of paragraphs. */
export type Paragraphs = string[];
