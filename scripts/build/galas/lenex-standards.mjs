// What an invitation or entries file says about who may enter: the window a qualifying time must
// be swum in (QUALIFY), each event's time standards (TIMESTANDARDREF) and the lists they point
// to (TIMESTANDARDLIST: MAXIMUM, a time to beat; MINIMUM, an upper limit, faster is too fast),
// read alongside lenex.mjs's elements. A list for a para class (handicap) is left out: the site
// cannot tell a swimmer's class.
import { swimTime } from './codes.mjs';
/** @import { Meet, StandardList } from './meet-types.js' */

const whole = (/** @type {string | undefined} */ v) =>
  v !== undefined && /^-?\d+$/.test(v.trim()) ? Number(v) : undefined;
const day = (/** @type {string | undefined} */ v) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : undefined;

/** @param {Meet} meet */
export function standardsReader(meet) {
  /** @type {StandardList | undefined} */
  let list;
  /** @type {number | undefined} */
  let time;
  return {
    /** Whether this element was one of these. @param {string} name
     * @param {Record<string, string>} a @param {string | undefined} parent
     * @param {{ standards?: string[], para?: boolean } | undefined} event @param {number} line */
    open(name, a, parent, event, line) {
      // A para event (its age group for a class): the site cannot tell who may enter it.
      if (name === 'AGEGROUP' && parent === 'AGEGROUPS' && event && a.handicap) event.para = true;
      if (name === 'QUALIFY' && parent === 'MEET') {
        meet.qualify = {
          from: day(a.from),
          until: day(a.until),
          conversion: a.conversion?.trim().toUpperCase() || 'NONE',
        };
      } else if (name === 'TIMESTANDARDREF' && event && a.timestandardlistid) {
        event.standards = [...(event.standards ?? []), a.timestandardlistid];
      } else if (name === 'TIMESTANDARDLIST' && a.timestandardlistid) {
        const gender = a.gender === 'F' || a.gender === 'M' ? a.gender : 'X';
        list = {
          name: a.name?.trim() ?? '',
          gender,
          course: a.course?.trim().toUpperCase() ?? '',
          min: -1,
          max: -1,
          times: new Map(),
        };
        list.type = a.type?.trim().toUpperCase() === 'MINIMUM' ? 'MINIMUM' : 'MAXIMUM';
        if (!a.handicap && a.type?.trim().toUpperCase() !== 'DEFAULT')
          meet.standardLists.set(a.timestandardlistid, list);
      } else if (name === 'AGEGROUP' && parent === 'TIMESTANDARDLIST' && list) {
        [list.min, list.max] = [whole(a.agemin) ?? -1, whole(a.agemax) ?? -1];
      } else if (name === 'TIMESTANDARD' && list) {
        time = swimTime(a.swimtime, line);
      } else if (name === 'SWIMSTYLE' && parent === 'TIMESTANDARD' && list && time) {
        list.times.set(
          `${a.stroke?.trim().toUpperCase()}|${whole(a.distance)}|${whole(a.relaycount) || 1}`,
          time,
        );
      } else return false;
      return true;
    },
    /** @param {string} name */
    close(name) {
      if (name === 'TIMESTANDARDLIST') list = undefined;
      else if (name === 'TIMESTANDARD') time = undefined;
    },
  };
}
