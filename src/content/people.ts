// The People page: coaches, committee and how to volunteer.
import type { Paragraphs } from './types.js';

export type Role = { title: string; description: string };
export type Officer = { role: string; name: string };

export type PeopleContent = {
  heading: string;
  coaching: { heading: string; intro: string; roles: Role[] };
  headCoachWelcome: { heading: string; paragraphs: Paragraphs; signature: string };
  volunteering: { heading: string; intro: string; opportunities: string[] };
  committee: { heading: string; intro: string; roles: string[] };
  executive: { heading: string; intro: string; members: Officer[] };
  /** The Wellbeing and Protection Officer's address (src/content/site.ts) follows contactPrompt;
   * the help links (also in site.ts) follow linksPrompt. */
  wellbeing: { heading: string; paragraphs: Paragraphs; contactPrompt: string; linksPrompt: string };
  getInvolved: { heading: string; paragraphs: Paragraphs; contactPrompt: string };
};

export const people: PeopleContent = {
  heading: 'Our people',
  coaching: {
    heading: 'Coaching team',
    intro: 'All of our coaches are qualified volunteers, supported on poolside by helpers of every age.',
    roles: [
      {
        title: 'Head Coach',
        description: 'Leads the coaching team, plans the season for every squad and looks after the squad pathway.',
      },
      {
        title: 'Lead Squad Coach',
        description: 'Runs the programme for one squad, sets its sessions and keeps swimmers and parents informed.',
      },
      {
        title: 'Coach',
        description: 'Delivers sessions on poolside, works on technique with small groups and supports swimmers at galas.',
      },
      {
        title: 'Poolside Helper',
        description: 'Adults who help coaches with lane work, equipment and timing. Training is provided.',
      },
      {
        title: 'Young Poolside Volunteers',
        description: 'Club swimmers aged 14 and over who help with younger squads and earn volunteering awards.',
      },
    ],
  },
  headCoachWelcome: {
    heading: 'A welcome from our Head Coach',
    paragraphs: [
      'Welcome to Inverbrae ASC. Our aim is simple: to help every swimmer enjoy the sport and become the best swimmer they can be, whether that means a first gala medal or a place at a national championship.',
      'We are proud of the friendly atmosphere in our club. None of it would happen without the parents who coach, officiate, drive and bake, so thank you, and I look forward to seeing you on poolside.',
    ],
    signature: 'Morag Sinclair, Head Coach',
  },
  volunteering: {
    heading: 'Volunteer with us',
    intro: 'The club only runs because people give a little time. No experience is needed for most jobs, and we pay for training.',
    opportunities: [
      'Poolside helper at training sessions',
      'Timekeeper or technical official at galas (we fund the courses)',
      'Assistant coach working towards a coaching qualification',
      'Gala team manager or chaperone',
      'Fundraising, kit sales and events',
      'Helping with our website and social media',
    ],
  },
  committee: {
    heading: 'Committee',
    intro: 'The committee runs the club on behalf of its members. These are its twenty roles:',
    roles: [
      'Chairperson',
      'Vice Chairperson',
      'Secretary',
      'Treasurer',
      'Head Coach',
      'Wellbeing and Protection Officer',
      'Deputy Wellbeing and Protection Officer',
      'Membership Secretary',
      'Volunteer Coordinator',
      'Competition Secretary',
      'Gala Organiser',
      'Officials Coordinator',
      'Coaching Coordinator',
      'Fundraising Coordinator',
      'Kit and Merchandise Coordinator',
      'Equipment Officer',
      'Communications Officer',
      'Website and Social Media Editor',
      'Parent Representative',
      'Swimmer Representative',
    ],
  },
  executive: {
    heading: 'Executive committee',
    intro: 'Four members of the committee form the executive, which makes day-to-day decisions between meetings.',
    members: [
      { role: 'Head Coach', name: 'Morag Sinclair' },
      { role: 'Chairperson', name: 'Iain Drummond' },
      { role: 'Treasurer', name: 'Priya Chaudhry' },
      { role: 'Wellbeing and Protection Officer', name: 'Kirsty Fraser' },
    ],
  },
  wellbeing: {
    heading: 'Wellbeing and protection',
    paragraphs: [
      'Everyone at the club should feel safe, welcome and listened to. If you are worried about how a swimmer is being treated, at the pool or anywhere else, or something has upset you, please tell us. You will be taken seriously, and you do not need to be sure before you speak up.',
    ],
    contactPrompt: 'Contact our Wellbeing and Protection Officer:',
    linksPrompt: 'Young people can talk to Childline for free, in confidence, at any time. Scottish Swimming explains how clubs keep swimmers safe:',
  },
  getInvolved: {
    heading: 'Get Involved',
    paragraphs: [
      'Could you spare an hour a week, or a Saturday a month? Tell us what you enjoy and we will find a job that suits you.',
    ],
    contactPrompt: 'Please contact our Volunteer Coordinator:',
  },
};
