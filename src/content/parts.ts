// The parts a site may go without (the contact form, the photo slider, the club's documents):
// which of them this club's site has, and its words without those about a part it lacks, as the
// menu goes without a page the club lacks. Read only by the build, before the content modules.
import type { Content } from './checks.js';
import type { SitePart } from './schema/fields.js';

/** The parts this site has. */
export function sitePartsOf({ contact, home, links, policies }: Content): Set<SitePart> {
  const parts = new Set<SitePart>();
  const ids = contact?.emailService;
  if (ids?.serviceId && ids.templateId && ids.publicKey) parts.add('contact form');
  if ((home?.slides.length ?? 0) > 1) parts.add('photo slider');
  const linked = (links?.groups ?? []).some((group) =>
    group.links.some((link) => link.url.startsWith('documents/')),
  );
  const listed = (policies?.kinds ?? []).some((kind) => kind.documents.length);
  if (linked || listed) parts.add('documents');
  return parts;
}

const isPartText = (value: unknown): value is { onlyWith: SitePart } =>
  Boolean(value) && typeof value === 'object' && 'onlyWith' in (value as object);

/** Content made from the meets' files, not the club's words: left as it is. */
const notClubWords = new Set([
  'results',
  'galas',
  'seasons',
  'swimmers',
  'swimmerList',
  'topTimes',
  'topTimesSeason',
  'records',
  'standards',
]);

/** A copy of `value` without the texts (and the privacy notice's contact form section) that
 * speak of a part the site lacks. */
function without(value: unknown, parts: Set<SitePart>): unknown {
  if (Array.isArray(value))
    return value
      .filter((item) => !isPartText(item) || parts.has(item.onlyWith))
      .map((item) => without(item, parts));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, without(item, parts)]),
  );
}

/** The content as the pages get it: no word of a part the site lacks. */
export function withSiteParts(content: Content): Content {
  const parts = sitePartsOf(content);
  const kept: Content = {};
  for (const [name, value] of Object.entries(content)) {
    kept[name] = notClubWords.has(name) ? value : without(value, parts);
  }
  if (kept.privacy && !parts.has('contact form'))
    kept.privacy = { ...kept.privacy, contactForm: undefined };
  return kept;
}
