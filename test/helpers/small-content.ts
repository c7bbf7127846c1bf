// The smallest content files that show each mistake, for the tests of content messages.
import assert from 'node:assert/strict';

/** Fails, showing every message, unless one of them is `expected`. */
export const assertIncludes = (messages: string[], expected: string) =>
  assert.ok(
    messages.includes(expected),
    `${JSON.stringify(messages, null, 2)}\ndoes not include\n${expected}`,
  );

export const squad = (lines: string) =>
  `- name: Gold\n${lines}  badge:\n    src: images/quality-mark.svg\n    alt: Gold squad ` +
  `badge\n  summary: Two pools.\n`;
export const goodColour = '  colour: "#D4A82A"\n';
export const siteWith = (email: string) =>
  `contacts:\n  general:\n    role: Club Secretary\n    email: ${email}\n`;

// Training, Join and Policies: the smallest files that show each mistake.
export const labelsLine =
  'labels: { today: a, todayIntro: a, pickSquad: a, allSquads: a, timetable: a, day: a, ' +
  'time: a, kind: a, pool: a, venues: a, kinds: { swim: a, land: a, yoga: a }, ' +
  'trainingToday: a, noTrainingToday: a, next: a, noneComing: a, cancelled: a, then: a, ' +
  'terms: a, termsToCome: a, breaks: a, subscribe: a, subscribeHelp: a }';
export const training = ({
  session = '{ day: Tuesday, start: "18:00", end: "19:30", pool: Pool, kind: swim }',
  squad = 'Gold',
  off = 'date: 2027-02-16',
} = {}) =>
  `heading: Training\nintro: Times.\n${labelsLine}\n` +
  `terms:\n  - name: Spring\n    from: 2027-01-05\n    to: 2027-03-26\n` +
  `breaks:\n  - name: Holiday\n    ${off}\n` +
  `squads:\n  - squad: ${squad}\n    sessions:\n      - ${session}\n` +
  'title: Training\ndescription: Times.\n';
