// The main heading each page of the site shows, from the content, by address.
import { about } from '../../src/content/about.js';
import { accessibility } from '../../src/content/accessibility.js';
import { contact } from '../../src/content/contact.js';
import { home } from '../../src/content/home.js';
import { join } from '../../src/content/join.js';
import { links } from '../../src/content/links.js';
import { pageTitles } from '../../src/content/page-titles.js';
import { people } from '../../src/content/people.js';
import { policies } from '../../src/content/policies.js';
import { privacy } from '../../src/content/privacy.js';
import { site } from '../../src/content/site.js';
import { training } from '../../src/content/training.js';

export const pageHeadings: Record<string, string> = {
  '/': `${home.welcomeHeading} ${site.name}`,
  '/about': about.heading,
  '/events': pageTitles.events,
  '/people': people.heading,
  '/links': links.heading,
  '/contact': contact.heading,
  '/privacy': privacy.heading,
  '/accessibility': accessibility.heading,
  '/training': training.heading,
  '/join': join.heading,
  '/policies': policies.heading,
};
