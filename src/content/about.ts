// The About page, section by section.
import type { ImageAsset, Paragraphs } from './types.js';

export type AboutContent = {
  heading: string;
  vision: { heading: string; paragraphs: Paragraphs };
  squadStructure: { heading: string; paragraphs: Paragraphs; pathway: ImageAsset };
  facilities: { heading: string; paragraphs: Paragraphs; extras: string[]; photo: ImageAsset };
  partnerships: {
    heading: string;
    paragraphs: Paragraphs;
    /** The clubs of the regional initiative (four of them, ours included). */
    memberClubs: string[];
  };
  swimWithUs: {
    heading: string;
    paragraphs: Paragraphs;
    /** What a swimmer moving from another club should tell the Membership Secretary. */
    transferDetails: string[];
    transferPrompt: string;
    /** Words before the Membership Secretary's mail link. */
    contactPrompt: string;
  };
};

export const about: AboutContent = {
  heading: 'About the club',
  vision: {
    heading: 'Our Vision/Mission',
    paragraphs: [
      'We promote competitive swimming, good coaching and team achievement in a safe, fun and fair environment, where every swimmer is encouraged to be the best they can be.',
      'Inverbrae ASC is run entirely by volunteers. Our coaches, officials and committee are unpaid parents and friends of the club who give their evenings and weekends so that young people in Inverbrae can swim.',
      'We are one of four clubs in the Braeshire Swim Partnership, a joint initiative with Braeshire Council and Scottish Swimming that gives swimmers across the county a clear path from lessons to performance.',
    ],
  },
  squadStructure: {
    heading: 'Wellbeing/Squad Structure',
    paragraphs: [
      'Swimmer wellbeing comes first. Every squad trains at a level that suits the age, stage and commitment of its swimmers, and coaches review squad places with swimmers and parents during the year.',
      'There are five squads. Most swimmers join at Junior Bronze and move up as their skills, fitness and enthusiasm grow. Platinum is our competitive squad; places are limited and swimmers are expected to compete at district level or better.',
    ],
    pathway: {
      src: 'images/pathway.svg',
      alt: 'Squad pathway: five steps rising from Junior Bronze through Bronze, Silver and Gold to Platinum',
      width: 1000,
      height: 300,
    },
  },
  facilities: {
    heading: 'Training Facilities',
    paragraphs: [
      'Our home pool is Inverbrae Leisure Centre, recently refurbished with a bright new changing village. All squads train there during the week.',
    ],
    extras: [
      'Gold and Platinum swimmers also train weekly at a second pool in the county.',
      'They swim a weekly long-course (50 m) session at the Braeshire Sports Village.',
      'Monthly yoga and regular land training keep them strong and supple.',
    ],
    photo: {
      src: 'images/facilities.svg',
      alt: 'The 25-metre pool at Inverbrae Leisure Centre: lane ropes, starting blocks, backstroke flags and big windows',
      width: 1200,
      height: 800,
    },
  },
  partnerships: {
    heading: 'Partnerships',
    paragraphs: [
      'The Braeshire Swim Partnership brings together four clubs, Braeshire Council and Scottish Swimming. The clubs share coaching know-how, galas and long-course time so that swimmers from every town in the county can progress.',
    ],
    memberClubs: [
      'Inverbrae Amateur Swimming Club',
      'Kilbrannan Dolphins Swimming Club',
      'Strathmorran Seals Swimming Club',
      'Glenlochy and District Amateur Swimming Club',
    ],
  },
  swimWithUs: {
    heading: 'Swim With Us',
    paragraphs: [
      'We hold trials at least once a year, when squad space allows. Trials are advertised through the Braeshire learn-to-swim programme (usually to swimmers at level 5 or 6), on this website and on our Facebook page.',
      'If you would like to hear about the next trials, or you are moving from another club, please get in touch with our Membership Secretary.',
    ],
    transferDetails: ['your current club', 'your age', 'the level or squad you swim at now'],
    transferPrompt: 'Swimmers transferring from another club, please tell us:',
    contactPrompt: 'Email our Membership Secretary:',
  },
};
