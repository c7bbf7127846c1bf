// The questions new-club asks, each with its option (npm run new-club -- --town Kinloch …).

/**
 * In the order asked. `required` ones have no default.
 * @type {{ key: string, option: string, ask: string, required?: boolean }[]}
 */
export const questions = [
  {
    key: 'name',
    option: 'name',
    ask: "The club's full name (like Kinloch Amateur Swimming Club)",
    required: true,
  },
  { key: 'shortName', option: 'short-name', ask: 'A short name for the menu and titles' },
  { key: 'town', option: 'town', ask: 'The town the club swims in', required: true },
  { key: 'county', option: 'county', ask: 'Its county or area', required: true },
  {
    key: 'body',
    option: 'body',
    ask: 'The governing body the club is affiliated to (like Scottish Swimming or Swim England)',
  },
  {
    key: 'url',
    option: 'url',
    ask: "The site's web address (you can change it later in content/site.yaml)",
  },
  {
    key: 'emailDomain',
    option: 'email-domain',
    ask: "The club's e-mail domain (the part after @)",
  },
  {
    key: 'logo',
    option: 'logo',
    ask: 'Your logo file (SVG, PNG, JPEG or WebP; leave empty and one is drawn)',
  },
  {
    key: 'primary',
    option: 'primary',
    ask: 'Main colour (any CSS colour, like #0b6e4f; empty: taken from the logo, or a calm blue)',
  },
  {
    key: 'accent',
    option: 'accent',
    ask: 'Accent colour (empty: taken from the logo, or an orange)',
  },
  {
    key: 'general',
    option: 'general',
    ask:
      "Who answers the club's general e-mail: the role, then the address (like Club Secretary " +
      'info@kinloch-asc.org.uk)',
  },
  {
    key: 'wellbeing',
    option: 'wellbeing',
    ask:
      "The e-mail address of the officer every affiliated club names for swimmers' safety " +
      "(Scottish Swimming's Wellbeing and Protection Officer, Swim England's Welfare Officer)",
  },
  {
    key: 'roles',
    option: 'roles',
    ask:
      'Any other roles people may write to, each as role then address, separated by commas ' +
      '(like Membership Secretary membership@kinloch-asc.org.uk, Head Coach ' +
      'coach@kinloch-asc.org.uk; empty: none, the general address answers)',
  },
  {
    key: 'ageRule',
    option: 'age-rule',
    ask:
      "How your meets count a swimmer's age for age groups: year-end (on 31 December of the " +
      "meet's year, the rule of Scottish Swimming, Swim England and most others, and the only " +
      'one that works when a meet file gives only birth years) or day (on the day of the swim)',
  },
  {
    key: 'term',
    option: 'term',
    ask:
      "This term's first and last days, like 2026-08-17 to 2026-12-18; all year if you train " +
      'every week of the year (empty: not known yet, and the Training page says term dates to ' +
      'come)',
  },
];
