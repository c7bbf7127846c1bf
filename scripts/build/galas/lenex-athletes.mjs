// What a Lenex file says of the swimmers: the clubs, every athlete (indexed across the whole
// file: relay legs may name an athlete listed under another club), their entries, and every
// result with its splits, an athlete's or a relay's (with its legs, RELAYPOSITION).
import { swimTime } from './codes.mjs';
import { number, swimTimeOrNone } from './lenex-values.mjs';
import { checkSwimTime } from './plausible.mjs';
/** @import { Athlete, AthleteResult, Meet, MeetResult } from './meet-types.js' */
/** @import { Relay, RelayPosition, RelayResult } from './meet-types.js' */

/** @template M @param {Record<string, string>} a @param {number} line @param {M} more
 * @returns {MeetResult & M} */
const resultOf = (a, line, more) => ({
  resultId: a.resultid,
  eventId: a.eventid,
  time: swimTime(a.swimtime, line),
  status: a.status?.trim().toUpperCase() || undefined,
  place: number(a.place),
  // What the file says beside the time: points (by the meet's points table), a disqualification's
  // reason, the lane and heat (looked up by its id), and the entry time some writers put here.
  points: number(a.points),
  comment: a.comment?.trim() || undefined,
  heatId: a.heatid,
  lane: number(a.lane),
  entryTime: a.entrytime ? swimTimeOrNone(a.entrytime) : undefined,
  splits: [],
  ...more,
});

/** @param {Meet} meet */
export function athletesReader(meet) {
  let club = -1;
  /** @type {Athlete | undefined} */
  let athlete;
  /** @type {Relay | undefined} */
  let relay;
  /** @type {AthleteResult | RelayResult | undefined} the RESULT being read (an athlete's or a
   * relay's) */
  let result;
  return {
    /** @param {string} name @param {Record<string, string>} a @param {number} line
     * @param {string[]} parents */
    open(name, a, line, parents) {
      const parent = parents[parents.length - 1];
      switch (name) {
        case 'CLUB':
          if (parent !== 'CLUBS') return;
          club = meet.clubs.length;
          meet.clubs.push({ code: a.code ?? '', name: a.name ?? '', nation: a.nation ?? '' });
          return;
        case 'ATHLETE': {
          const person = {
            id: a.athleteid,
            club,
            first: a.firstname?.trim() ?? '',
            last: a.lastname?.trim() ?? '',
            gender: a.gender,
            birthdate: a.birthdate,
            license: a.license?.trim() || undefined,
          };
          if (parent === 'RELAYPOSITION') {
            const position = result?.positions?.at(-1) ?? relay?.positions.at(-1);
            if (position) position.inline = { ...person, club: -1 };
            return;
          }
          if (parent !== 'ATHLETES' || club < 0) return;
          athlete = person;
          if (a.athleteid !== undefined) meet.athletes.set(a.athleteid, person);
          return;
        }
        case 'ENTRY': {
          const time = a.entrytime ? swimTimeOrNone(a.entrytime) : undefined;
          if (parent === 'ENTRIES' && athlete) {
            const status = a.status?.trim().toUpperCase() || undefined;
            meet.starts.push({
              athlete,
              eventId: a.eventid,
              entry: time || undefined,
              heatId: a.heatid,
              lane: number(a.lane),
              status,
            });
          }
          if (parent !== 'ENTRIES' || !athlete || athlete.id === undefined || !time) return;
          let times = meet.entries.get(athlete.id);
          if (!times) meet.entries.set(athlete.id, (times = new Map()));
          times.set(a.eventid, time);
          return;
        }
        case 'RELAY':
          if (parent === 'RELAYS' && club >= 0) relay = { club, gender: a.gender, positions: [] };
          return;
        case 'RESULT':
          if (parent !== 'RESULTS') return;
          if (parents[parents.length - 2] === 'ATHLETE' && athlete) {
            result = resultOf(a, line, { athlete });
            checkSwimTime(result.time, a.swimtime, meet.events.get(a.eventid), line);
            meet.results.push(result);
          } else if (parents[parents.length - 2] === 'RELAY' && relay) {
            result = resultOf(a, line, {
              club: relay.club,
              gender: relay.gender,
              positions: [],
              relay,
            });
            checkSwimTime(result.time, a.swimtime, meet.events.get(a.eventid), line);
            meet.relays.push(result);
          }
          return;
        case 'SPLIT': {
          const distance = Number(a.distance);
          const time = swimTime(a.swimtime, line);
          if (result && distance > 0 && time !== undefined) result.splits.push({ distance, time });
          return;
        }
        case 'RELAYPOSITION': {
          /** @type {RelayPosition} */
          const position = {
            number: number(a.number) ?? 0,
            athleteId: a.athleteid,
            status: a.status,
            inline: undefined,
          };
          if (parents[parents.length - 2] === 'RESULT' && result?.positions)
            result.positions.push(position);
          else if (parents[parents.length - 2] === 'RELAY' && relay) relay.positions.push(position);
          return;
        }
      }
    },
    /** @param {string} name */
    close(name) {
      if (name === 'ATHLETE') athlete = undefined;
      else if (name === 'RELAY') relay = undefined;
      else if (name === 'RESULT') result = undefined;
    },
    /** Once the file is read: entries some writers give as results, and relays' legs. */
    finish() {
      // Some writers put a meet's entries as results with no time (entry time, heat and lane).
      if (!meet.starts.length && !meet.results.some((r) => (r.time ?? 0) > 0))
        for (const { athlete, eventId, entryTime: entry, heatId, lane, status } of meet.results)
          meet.starts.push({ athlete, eventId, entry, heatId, lane, status });
      // A relay's legs are on its RESULT, or (entries, some writers' results) on the RELAY itself.
      for (const r of meet.relays) {
        if (!r.positions.length && r.relay) r.positions = r.relay.positions;
        delete r.relay;
      }
    },
  };
}
