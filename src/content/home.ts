// The home page: welcome words and the photo slider.
import type { ImageAsset, PageMeta, Paragraphs } from './types.js';

export type HomeContent = {
  meta: PageMeta;
  /** Shown before the club name: "Welcome to Inverbrae Amateur Swimming Club". */
  welcomeHeading: string;
  intro: Paragraphs;
  /** The slider's photos, in order. Six photos fill the row of dots nicely. */
  slides: ImageAsset[];
};

const slide = (n: number, alt: string): ImageAsset => ({ src: `images/slide-${n}.svg`, alt, width: 1200, height: 800 });

export const home: HomeContent = {
  meta: {
    title: '',
    description:
      'Inverbrae Amateur Swimming Club: a small, friendly, volunteer-run club in Braeshire for swimmers of all ages and abilities, from beginners to national competitors.',
  },
  welcomeHeading: 'Welcome to',
  intro: [
    'We are a small and friendly club that helps every swimmer reach their full potential. Whether you have just finished lessons or you are racing at national championships, there is a lane for you here.',
    'Our coaches, officials and committee are all parent volunteers, and the club belongs to the Braeshire Swim Partnership. Have a look around, come and watch a session, or ask us about our next trials.',
  ],
  slides: [
    slide(1, 'Young swimmers sitting on the poolside listening to their coach'),
    slide(2, 'A swimmer doing front crawl, water splashing around the arm'),
    slide(3, 'A relay changeover: one swimmer dives in as a team-mate touches the wall'),
    slide(4, 'A backstroker pushing off under the backstroke flags'),
    slide(5, 'A swimming gala with spectators on the balcony and a scoreboard'),
    slide(6, 'The club team in matching navy caps holding a trophy'),
  ],
};
