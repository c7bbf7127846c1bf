// The record lists a Lenex file may hold beside its meet: each record set at this meet, by its
// holder's name only (never a birthdate), so swim.mjs can name our swims that set one.
import { isCourse } from './codes.mjs';
import { number, swimTimeOrNone } from './lenex-values.mjs';
/** @import { Meet, MeetRecord } from './meet-types.js' */
/** @import { Course } from '../../../src/lib/swim-types.js' */

/** @param {Meet} meet */
export function recordsReader(meet) {
  let recordLists = false;
  /** @type {{ name: string, course?: Course } | undefined} */
  let list;
  /** @type {MeetRecord | undefined} */
  let record;
  return {
    /** Whether the file has record lists (RECORDLISTS). */
    seen: () => recordLists,
    /** @param {string} name @param {Record<string, string>} a @param {number} _line
     * @param {string[]} parents */
    open(name, a, _line, parents) {
      const parent = parents[parents.length - 1];
      switch (name) {
        case 'RECORDLISTS':
          recordLists = true;
          return;
        // A record list beside the meet: its records set at this meet name our swims (swim.mjs).
        case 'RECORDLIST':
          list = {
            name: a.name?.trim() ?? '',
            course: isCourse(a.course?.trim().toUpperCase())
              ? /** @type {Course} */ (a.course?.trim().toUpperCase())
              : undefined,
          };
          return;
        case 'RECORD':
          if (list?.name)
            record = {
              name: list.name,
              course: list.course,
              distance: 0,
              stroke: '',
              relayCount: 1,
              time: swimTimeOrNone(a.swimtime ?? ''),
              first: '',
              last: '',
            };
          return;
        case 'SWIMSTYLE':
          if (parent === 'RECORD' && record)
            Object.assign(record, {
              distance: number(a.distance) ?? 0,
              stroke: a.stroke?.trim().toUpperCase() ?? '',
              relayCount: number(a.relaycount) ?? 1,
            });
          return;
        case 'MEETINFO':
          if (parent === 'RECORD' && record) record.date = a.date;
          return;
        // A record holder: the name only (never the birthdate), to find their swim here.
        case 'ATHLETE':
          if (parent === 'RECORD' && record)
            Object.assign(record, {
              first: a.firstname?.trim() ?? '',
              last: a.lastname?.trim() ?? '',
            });
          return;
      }
    },
    /** @param {string} name */
    close(name) {
      if (name === 'RECORDLIST') list = undefined;
      else if (name === 'RECORD' && record) {
        if (record.time && record.distance && (record.first || record.last))
          meet.records.push(record);
        record = undefined;
      }
    },
  };
}
