// Made by the build from content/navigation.yaml, after checking it against schema/navigation.js.
import type { NavItem } from './schema/navigation.js';
export type { NavIconName, NavItem } from './schema/navigation.js';
export declare const navigation: NavItem[];
