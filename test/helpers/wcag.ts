/** axe's tags for WCAG 2.2 level AA and everything below it: what the site is checked against. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
