// The icons' drawings: 24×24 lines, stroked in the current text colour. The build writes them
// once into each page (IconSprite), and Icon refers to them by name, so they are never JavaScript.
import type { NavIconName } from '../content/schema/navigation.js';

export type IconName = NavIconName | 'swimmer' | 'menu' | 'close' | 'previous' | 'next';

export const drawings: Record<IconName, string[]> = {
  home: ['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10'],
  about: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 12h7M9 16h7M9 8h3'],
  training: ['M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M12 9v4l2.5 2.5', 'M10 2h4M12 2v3'],
  news: [
    'M8 4h8v5a4 4 0 0 1-8 0z',
    'M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4',
    'M12 13v4M8 20h8M10 17h4v3h-4z',
  ],
  results: ['M12 21a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 'M8 3l3 8M16 3l-3 8', 'M11 16l1-1v3'],
  people: [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M3 20a6 6 0 0 1 12 0',
    'M16 5a3 3 0 0 1 0 6M17 14a5 5 0 0 1 4 6',
  ],
  links: [
    'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1',
    'M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  ],
  contact: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'],
  swimmer: [
    'M17 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    'M4 12l5-3 3 3 4-2',
    'M2 17c2 0 2-1.5 4-1.5S8 17 10 17s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5',
    'M2 21c2 0 2-1.5 4-1.5S8 21 10 21s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5',
  ],
  menu: ['M4 7h16M4 12h16M4 17h16'],
  close: ['M6 6l12 12M18 6L6 18'],
  previous: ['M15 5l-7 7 7 7'],
  next: ['M9 5l7 7-7 7'],
};
