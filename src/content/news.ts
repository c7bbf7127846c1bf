// The Events / News page. Newest item first.
import type { ImageAsset, Paragraphs } from './types.js';

export type NewsItem = {
  title: string;
  /** ISO date, e.g. "2024-05-14". */
  date: string;
  image?: ImageAsset;
  paragraphs: Paragraphs;
  /** An optional list after the paragraphs, with its own lead-in line. */
  list?: { lead: string; items: string[] };
  closing?: Paragraphs;
};

export type NewsContent = { heading: string; items: NewsItem[] };

export const news: NewsContent = {
  heading: 'Events / News',
  items: [
    {
      title: 'We have achieved Club Quality Mark level 1',
      date: '2024-05-14',
      image: {
        src: 'images/quality-mark.svg',
        alt: 'Club Quality Mark, level 1 accredited',
        width: 200,
        height: 200,
      },
      paragraphs: [
        'We are delighted to announce that Inverbrae ASC has been accredited at level 1 of the Club Quality Mark, the national standard for well-run aquatic clubs.',
        'The accreditation recognises the hard work of our volunteers in putting the right policies, training and planning in place, so that swimmers and families can be confident in the club.',
      ],
      list: {
        lead: 'Level 1 shows that the club is:',
        items: [
          'inclusive and equal, welcoming everyone who wants to swim;',
          'safe and well governed, with trained volunteers and clear policies;',
          'guided by an agreed vision and culture that members share;',
          'building sustainable pathways for swimmers, coaches and officials.',
        ],
      },
      closing: [
        'We are now working towards level 2. If you would like to help, whether on poolside or behind the scenes, we would love to hear from you.',
      ],
    },
  ],
};
