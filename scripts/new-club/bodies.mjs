// The governing bodies a club may be affiliated to, as new-club's starter words name them: the
// body's site, what it calls the officer every club names for children's safety, and its links
// for the Links page and the footer. Any other body: its name alone (the club adds its links).
import { possessive } from './answers.mjs';

/** A link on the Links page; `description` optional. @typedef {{ name: string, url: string,
 * description?: string }} Link */
/** @typedef {{ site: string, wellbeingRole: string, wellbeingLink?: Link, links: Link[] }} Body */

/** @type {Record<string, Body>} */
export const bodies = {
  'Scottish Swimming': {
    site: 'https://www.scottishswimming.com/',
    wellbeingRole: 'Wellbeing and Protection Officer',
    wellbeingLink: {
      name: 'Scottish Swimming: wellbeing and protection',
      url: 'https://www.scottishswimming.com/clubs-and-volunteers/wellbeing-and-protection',
    },
    links: [
      {
        name: 'sportscotland',
        url: 'https://sportscotland.org.uk/',
        description: 'The national agency for sport in Scotland.',
      },
      {
        name: 'Scottish Disability Sport',
        url: 'https://www.scottishdisabilitysport.com/',
        description: 'Sport for people with a physical, sensory or learning disability.',
      },
    ],
  },
  'Swim England': {
    site: 'https://www.swimming.org/swimengland/',
    wellbeingRole: 'Welfare Officer',
    links: [],
  },
};

/** The words and YAML lines new-club fills in for the club's body. */
export function bodyValues(name = 'Scottish Swimming') {
  const body = bodies[name];
  const q = (/** @type {string} */ text) => JSON.stringify(text);
  /** @param {Link} link */
  const link = ({ name: n, url, description }) =>
    `\n      - name: ${q(n)}\n        url: ${url}` +
    (description ? `\n        description: ${q(description)}` : '');
  const own = body
    ? [
        { name, url: body.site, description: `The governing body the club is affiliated to.` },
        ...body.links,
      ]
    : [];
  const wellbeingLink = body?.wellbeingLink ?? (body ? { name, url: body.site } : undefined);
  return {
    body: name,
    bodyPossessive: possessive(name),
    bodySite: body ? new URL(body.site).hostname.replace(/^www\./, '') : 'its website',
    wellbeingRole: body?.wellbeingRole ?? 'Welfare Officer',
    bodyLinks: { yaml: own.map(link).join('') },
    bodyWellbeingLink: {
      yaml: wellbeingLink
        ? `\n  - name: ${q(wellbeingLink.name)}\n    url: ${wellbeingLink.url}`
        : '',
    },
  };
}
