// An event as the pages name it, the same for a gala's results and a day's schedule: its
// number, gender, round and race, the one age group it is for, a drill's technique.
/** @import { MeetEvent } from './meet-types.js' */

/** @param {MeetEvent} e @param {import('../../../src/lib/swim-types.js').Gender} gender
 * @param {string | undefined} ageGroup the words of the event's one age group, if it has one */
export const eventFacts = (e, gender, ageGroup) => ({
  number: e.number,
  gender,
  round: e.round,
  distance: e.distance,
  stroke: e.stroke,
  relayCount: e.relayCount,
  course: e.course,
  ...(ageGroup ? { ageGroup } : {}),
  ...(e.technique ? { technique: e.technique } : {}),
});
