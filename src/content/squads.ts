// The squad pathway, in order from where most swimmers join to the top squad.
import type { ImageAsset } from './types.js';

export type Squad = {
  name: string;
  /** Badge colour, also used for the squad's name tag. */
  colour: string;
  badge: ImageAsset;
  summary: string;
};

const badge = (file: string, name: string): ImageAsset => ({
  src: `images/squad-${file}.svg`,
  alt: `${name} squad badge`,
  width: 120,
  height: 120,
});

export const squads: Squad[] = [
  {
    name: 'Junior Bronze',
    colour: '#D9A066',
    badge: badge('junior-bronze', 'Junior Bronze'),
    summary:
      'Where most swimmers join us, usually straight from learn-to-swim. The focus is on good technique in all four strokes, starts, turns and enjoying being part of a team.',
  },
  {
    name: 'Bronze',
    colour: '#A0612B',
    badge: badge('bronze', 'Bronze'),
    summary:
      'Longer sessions that build stamina and skills. Swimmers try their first club galas and learn the rules of competition.',
  },
  {
    name: 'Silver',
    colour: '#A7B1BA',
    badge: badge('silver', 'Silver'),
    summary:
      'Regular competition at open meets, more structured training sets and an introduction to goal setting and race pace.',
  },
  {
    name: 'Gold',
    colour: '#D4A82A',
    badge: badge('gold', 'Gold'),
    summary:
      'A performance squad training at two pools, with weekly long-course sessions, land training and monthly yoga.',
  },
  {
    name: 'Platinum',
    colour: '#6C7A89',
    badge: badge('platinum', 'Platinum'),
    summary:
      'Our competitive squad, with limited places. Swimmers are expected to compete at district level or above.',
  },
];
