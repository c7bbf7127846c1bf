// The links content files make must lead somewhere: the menu, the footer and the home page's
// shortcuts to pages the site has, and the pages' mail links to contacts site.yaml has.
import type { Content, Problem } from './checks.js';

/** A page's mail link names a contact site.yaml has (writeTo: membership). */
export function unknownContacts({ site, join, about, people }: Content): Problem[] {
  if (!site) return [];
  const names = Object.keys(site.contacts);
  const check = (collection: string, name: string | undefined, path: string[]): Problem[] =>
    name === undefined || names.includes(name)
      ? []
      : [
          {
            collection,
            path,
            message:
              `there is no contact "${name}" in site.yaml (its contacts are ` +
              `${names.join(', ')}): name one of them, and make the words before it speak of ` +
              `that role, or add "${name}" there`,
          },
        ];
  return [
    ...check('join', join?.contact.writeTo, ['contact', 'writeTo']),
    ...check('about', about?.swimWithUs.writeTo, ['swimWithUs', 'writeTo']),
    ...check('people', people?.getInvolved.writeTo, ['getInvolved', 'writeTo']),
  ];
}

/** The menu, the footer and the home page's shortcuts must lead to pages the site has. */
export function unknownPages(
  { navigation, site, home }: Content,
  paths: string[],
  leftOut: { path: string; file: string }[],
): Problem[] {
  const message = (path: string) => {
    const file = leftOut.find((page) => page.path === path)?.file;
    if (file)
      return (
        `the page ${path} is not on this site, as ${file} is not there: ` +
        'put that file back, or take this line out'
      );
    return `there is no page ${path} on this site; its pages are ${paths.join(', ')}`;
  };
  const check = (collection: string, path: string, at: (string | number)[]): Problem[] =>
    !paths.length || paths.includes(path) ? [] : [{ collection, path: at, message: message(path) }];
  return [
    ...(navigation ?? []).flatMap((item, i) => check('navigation', item.path, [i, 'path'])),
    ...(site?.footer.pages ?? []).flatMap((page, i) =>
      check('site', page.path, ['footer', 'pages', i, 'path']),
    ),
    ...(home?.shortcuts ?? []).flatMap((shortcut, i) =>
      check('home', shortcut.path, ['shortcuts', i, 'path']),
    ),
  ];
}
