// A gala's events as the club's page lists them, made as our swims are found: by the file's
// eventid and, for an individual race with no gender or a mixed one, the swimmer's gender (listed
// per gender, never as one list).
import { eventFacts } from './event-facts.mjs';
import { racedStrokes } from './codes.mjs';
import { meetGroupWords } from './groups.mjs';
/** @import { GalaEvent } from '../../../src/lib/gala-types.js' */
/** @import { Gender, Race } from '../../../src/lib/swim-types.js' */
/** @import { Meet, MeetEvent } from './meet-types.js' */

/** @typedef {{ source: MeetEvent, race: Race, raceKey: string, event: GalaEvent }} OurEvent */

/** @param {Meet} meet */
export function galaEvents(meet) {
  /** @type {Map<string, OurEvent>} */
  const events = new Map();
  /** @param {string} eventId @param {Gender} [gender] @returns {OurEvent | undefined} */
  const eventFor = (eventId, gender) => {
    const e = meet.events.get(eventId);
    if (!e) return undefined;
    const split = e.relayCount === 1 && e.gender === 'X' && gender;
    const key = split ? `${eventId}|${gender}` : eventId;
    let found = events.get(key);
    if (!found) {
      const single = e.ageGroups.length === 1 ? meetGroupWords(e.ageGroups[0]) : undefined;
      events.set(
        key,
        (found = {
          source: e,
          race: {
            distance: e.distance,
            stroke: e.stroke,
            relayCount: e.relayCount,
            course: e.course,
          },
          raceKey: `${e.course}|${e.relayCount}|${e.stroke}|${e.distance}`,
          event: {
            ...eventFacts(e, split || e.gender, single),
            ...((e.technique || !racedStrokes.has(e.stroke)) && e.styleName
              ? { styleName: e.styleName }
              : {}),
            swims: [],
          },
        }),
      );
    }
    return found;
  };
  return { events, eventFor };
}
