// News posts' words, Markdown to HTML (markdown-it, raw HTML refused). A link to a page of the
// site follows the site into a sub-folder. A picture in a post is content like any other:
// written images/photo.jpg as everywhere in content/, it must be in public/images/ and say what
// it shows (![""](…) marks a picture that is only decoration); it gets its address under the
// site's (sub-folder too), its width and height, its AVIF and WebP copies, and loads only when
// the reader scrolls near it.
import MarkdownIt from 'markdown-it';
/** @import { Token } from 'markdown-it' */
/** @import { FileProblem } from './content-files.mjs' */

/**
 * @typedef {{ base: string, images: Map<string, { width: number, height: number }>, variants:
 * typeof import('../../src/lib/image-variants.js'), problems: FileProblem[] }} Env what a post's
 * render is given (renderMarkdown), and the problems it finds
 */

const markdown = new MarkdownIt({ html: false, linkify: true });
const escape = markdown.utils.escapeHtml;

// Which line of the post each picture is on: the line of the paragraph, list item or table row
// around it, plus the lines before it inside that paragraph.
markdown.core.ruler.after('inline', 'picture_lines', (state) => {
  let line = 0;
  for (const token of state.tokens) {
    if (token.map) line = token.map[0];
    if (token.type !== 'inline' || !token.children) continue;
    const starts = [...token.content.matchAll(/!\[/g)].map(
      (m) => token.content.slice(0, m.index).split('\n').length - 1,
    );
    token.children
      .filter((child) => child.type === 'image')
      .forEach((image, i) => (image.meta = { line: line + (starts[i] ?? 0) }));
  }
});

/** What is wrong with a picture in a post, or null. `src` as written; `images` from the build.
 * @param {string} src @param {string} alt @param {Env['images']} images */
function pictureProblem(src, alt, images) {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) {
    return (
      `"${src}" is a picture on another website. Pages of this site show only the site's own ` +
      `pictures (its security policy, which keeps other sites from tracking or changing what ` +
      `visitors see, makes browsers refuse any other), so it would not appear. If the club may ` +
      `use it, save it in public/images/ and write ![What it shows](images/its-name.jpg)`
    );
  }
  if (src.startsWith('/'))
    return (
      `write the picture without the / at the start, as everywhere in content: ${src.slice(1)} ` +
      `(it then works wherever the site is published, in a sub-folder too)`
    );
  if (!images.has(src))
    return (
      `there is no picture "${src}" in public/: put the file in public/images/ and write its ` +
      `name here, like ![What it shows](images/photo.jpg) (check the spelling and capital ` +
      `letters)`
    );
  if (!alt.trim())
    return (
      `the picture "${src}" has no description: write what it shows between the square ` +
      `brackets, like ![Swimmers on the blocks](${src}), for people who cannot see it (or ` +
      `![""](${src}) if it is only decoration)`
    );
  return null;
}

// An image token always has its src, and its description as children (maybe none).
markdown.renderer.rules.image = (tokens, idx, options, given, self) => {
  const [token, env] = [tokens[idx], /** @type {Env} */ (given)];
  const src = decodeURI(/** @type {string} */ (token.attrGet('src')));
  const written = self.renderInlineAsText(/** @type {Token[]} */ (token.children), options, env);
  const problem = pictureProblem(src, written, env.images);
  if (problem) {
    const meta = /** @type {{ line?: number } | undefined} */ (token.meta);
    env.problems.push({ line: meta?.line ?? 0, message: problem });
    return '';
  }
  const alt = written === '""' ? '' : written; // ![""](…): decoration, as alt: "" elsewhere
  const { width, height } = /** @type {{ width: number, height: number }} */ (
    env.images.get(src) // pictureProblem found it
  );
  const url = (/** @type {string} */ path) => escape(`${env.base}/${encodeURI(path)}`);
  const title = /** @type {string | null} */ (token.attrGet('title'));
  const img =
    `<img src="${url(src)}" alt="${escape(alt)}" width="${width}" height="${height}"` +
    `${title ? ` title="${escape(title)}"` : ''} loading="lazy" decoding="async">`;
  const { isPhoto, variantFormats, variantPath, variantWidths } = env.variants;
  if (!isPhoto(src)) return img;
  // As SiteImage writes a photo: its smaller copies in modern formats, the browser picks one.
  const sizes = `(max-width: ${width}px) 100vw, ${width}px`;
  const sources = variantFormats.map((format) => {
    const srcset = variantWidths(width)
      .map((w) => `${url(variantPath(src, w, format))} ${w}w`)
      .join(', ');
    return `<source type="image/${format}" srcset="${srcset}" sizes="${sizes}">`;
  });
  return `<picture>${sources.join('')}${img}</picture>`;
};

// A link to a page of the site is written as everywhere in content, from the site's root
// (/results/2026-09-club-championships); it gets the site's sub-folder in front, if it has one.
const linkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = /** @type {string | null} */ (tokens[idx].attrGet('href'));
  if (href?.startsWith('/') && !href.startsWith('//'))
    tokens[idx].attrSet('href', /** @type {Env} */ (env).base + href);
  return linkOpen(tokens, idx, options, env, self);
};

/**
 * A post's words as HTML. `base` is the site's path ('' or '/club'); `images` the pictures in
 * public/ with their sizes; `variants` src/lib/image-variants.ts (the photo copies). Returns the
 * HTML and the problems found ({ line, message }, the line counted from the post's first line of
 * words, 0 for the first).
 * @param {string} text @param {Omit<Env, 'problems'>} options
 */
export function renderMarkdown(text, { base, images, variants }) {
  /** @type {Env} */
  const env = { base, images, variants, problems: [] };
  return { html: markdown.render(text, env), problems: env.problems };
}
