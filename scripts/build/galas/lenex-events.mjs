// What a Lenex file says of each event: its number, gender, round and race (SWIMSTYLE), its age
// groups and the places won in them (RANKING), and its heats (their numbers, order and times).
import { isStroke, strokes } from './codes.mjs';
import { clock, number, whole } from './lenex-values.mjs';
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';
/** @import { AgeGroup, Meet, MeetEvent, Ranked } from './meet-types.js' */
/** @import { Course, Stroke } from '../../../src/lib/swim-types.js' */

/** @param {Meet} meet
 * @param {() => { date: string, course: Course, number: number } | undefined} session the
 * SESSION being read */
export function eventsReader(meet, session) {
  let order = 0;
  /** @type {(Omit<MeetEvent, 'stroke'> & { stroke?: Stroke }) | undefined} its stroke is checked
   * as it closes */
  let event;
  /** @type {AgeGroup | undefined} */
  let group;
  return {
    /** The EVENT being read. */
    event: () => event,
    /** @param {string} name @param {Record<string, string>} a @param {number} line
     * @param {string[]} parents */
    open(name, a, line, parents) {
      const parent = parents[parents.length - 1];
      switch (name) {
        case 'EVENT': {
          const now = session();
          if (parent !== 'EVENTS' || !now) return;
          event = {
            id: a.eventid,
            number: number(a.number) ?? 0,
            order: order++,
            gender: a.gender === 'F' || a.gender === 'M' ? a.gender : 'X',
            round: a.round?.trim().toUpperCase() || 'TIM',
            distance: 0,
            stroke: undefined,
            relayCount: 1,
            technique: undefined,
            course: now.course,
            date: now.date,
            session: now.number,
            daytime: clock(a.daytime),
            ...(a.preveventid && a.preveventid.trim() !== '-1' ? { previous: a.preveventid } : {}),
            ageGroups: [],
            line,
          };
          meet.events.set(a.eventid, /** @type {MeetEvent} */ (event));
          return;
        }
        case 'SWIMSTYLE': {
          if (parent !== 'EVENT' || !event) return;
          const stroke = a.stroke?.trim().toUpperCase();
          if (!isStroke(stroke))
            throw new GalaFileProblem(
              `"${excerpt(a.stroke ?? '')}" is not a stroke Lenex knows ` +
                `(it should be one of ${[...strokes].join(', ')})`,
              line,
            );
          event.stroke = stroke;
          event.distance = whole(a.distance, 'distance', 100_000, line) ?? 0;
          event.relayCount = whole(a.relaycount, 'number of swimmers (relaycount)', 99, line) || 1;
          event.technique = a.technique?.trim() || undefined;
          // The file's own name of the race ("50m Brust Beine Frauen"): the one clue to a drill's
          // stroke.
          event.styleName = a.name?.trim() || undefined;
          return;
        }
        case 'AGEGROUP':
          if (parent !== 'AGEGROUPS' || !event) return;
          group = {
            min: number(a.agemin) ?? -1,
            max: number(a.agemax) ?? -1,
            gender: a.gender === 'F' || a.gender === 'M' ? a.gender : undefined,
          };
          // A relay's band by its four ages added up (100–119…), as masters meets group relays.
          if (a.calculate?.trim().toUpperCase() === 'TOTAL') group.total = true;
          event.ageGroups.push(group);
          return;
        case 'RANKING': {
          const place = number(a.place);
          if (!event || !group || a.resultid === undefined || place === undefined) return;
          const list = meet.places.get(a.resultid);
          /** @type {Ranked} */
          const ranked = {
            place,
            min: group.min,
            max: group.max,
            gender: group.gender,
            order: event.ageGroups.indexOf(group),
          };
          if (group.total) ranked.total = true;
          if (list) list.push(ranked);
          else meet.places.set(a.resultid, [ranked]);
          return;
        }
        case 'HEAT': {
          const heat = number(a.number);
          if (parent !== 'HEATS' || a.heatid === undefined || heat === undefined || !event) return;
          meet.heats.set(a.heatid, heat);
          meet.heatTimes.set(a.heatid, {
            eventId: event.id,
            order: number(a.order) ?? heat,
            daytime: clock(a.daytime),
          });
          return;
        }
      }
    },
    /** @param {string} name */
    close(name) {
      if (name === 'EVENT' && event) {
        if (event.stroke === undefined)
          throw new GalaFileProblem(
            'an event has no SWIMSTYLE: the file does not say what race it was',
            event.line,
          );
        event = undefined;
      } else if (name === 'AGEGROUP') group = undefined;
    },
  };
}
