// The home page: welcome words and the photo slider.
import type { ImageAsset, Paragraphs } from './types.js';

export type HomeContent = {
  /** Shown before the club name: "Welcome to Inverbrae Amateur Swimming Club". */
  welcomeHeading: string;
  intro: Paragraphs;
  /** The slider's photos, in order. Six photos fill the row of dots nicely. */
  slides: ImageAsset[];
};

const slide = (n: number, alt: string): ImageAsset => ({ src: `images/slide-${n}.svg`, alt, width: 1200, height: 800 });

export const home: HomeContent = {
  welcomeHeading: 'Welcome to',
  intro: [
    'We are a small and friendly club that helps every swimmer reach their full potential. Whether you have just finished lessons or you are racing at national championships, there is a lane for you here.',
    'Our coaches, officials and committee are all parent volunteers, and the club belongs to the Braeshire Swim Partnership. Have a look around, come and watch a session, or ask us about our next trials.',
  ],
  slides: [
    slide(1, 'Young swimmers sit on the pool edge with their feet in the water, listening to their coach'),
    slide(2, 'Close-up of a front-crawl swimmer breathing to the side, with splashes and bubbles'),
    slide(3, 'Relay changeover: a swimmer dives from the block as a team-mate touches the wall and two others cheer'),
    slide(4, 'A backstroke swimmer on their back between lane ropes, reaching back under the backstroke flags'),
    slide(5, 'Swimming gala: spectators cheer from the balcony as six swimmers race under a scoreboard of lane times'),
    slide(6, 'Club team photo: swimmers in matching navy caps cheer on the poolside as the swimmer in the middle holds a gold trophy'),
  ],
};
