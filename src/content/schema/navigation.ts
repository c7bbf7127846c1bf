// content/navigation.yaml: the menu on every page, in order.
import { z } from 'zod';
import { text } from './fields.js';
import { sitePath } from './link-fields.js';

/** The drawings src/components/Icon.tsx knows. */
export const navIcons = [
  'home',
  'about',
  'training',
  'news',
  'results',
  'people',
  'links',
  'contact',
] as const;

export const navItemSchema = z.strictObject({
  title: text,
  path: sitePath,
  icon: z.enum(navIcons, { error: `should be one of: ${navIcons.join(', ')}` }),
});
export const navigationSchema = z
  .array(navItemSchema)
  .min(1, { error: 'needs at least one menu entry' });
export type NavItem = z.output<typeof navItemSchema>;
export type NavIconName = NavItem['icon'];
