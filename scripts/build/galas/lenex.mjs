// A Lenex file as the plain facts the site uses: the meet, its events with their places, the
// clubs, every athlete (indexed across the whole file: relay legs may name an athlete listed
// under another club) and every result. Read element by element as the XML streams past, each
// looked up by id through Maps: linear in the file's size. Stops with a GalaFileProblem at
// what the site cannot read.
import { courses, isCourse, isStroke, strokes, swimTime } from './codes.mjs';
import { checkSwimTime, sessionDate } from './plausible.mjs';
import { GalaFileProblem } from './problem.mjs';
import { readXml } from './xml.mjs';
import { standardsReader } from './lenex-standards.mjs';
import { excerpt } from '../excerpt.mjs';
/** @import { Athlete, AgeGroup, AthleteResult, Meet, MeetEvent, MeetResult, Relay, RelayPosition, RelayResult } from './types.js' */
/** @import { Course, Stroke } from '../../../src/lib/swim-types.js' */
/** @typedef {Record<string, string>} Attributes */

// A number the file gives, or undefined where it gives none, or none that is a number.
const number = (/** @type {string | undefined} */ value) => {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** A race's distance (metres or yards) or number of swimmers: a whole number the pages can show.
 * @param {string | undefined} value @param {string} what @param {number} most @param {number} line
 * */
function whole(value, what, most, line) {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value) && Number(value) <= most) return Number(value);
  throw new GalaFileProblem(
    `"${excerpt(value)}" is not a race's ${what} (a whole number, ${most} at most)`,
    line,
  );
}

/** @param {string | undefined} value @param {number} line @returns {Course | undefined} */
function course(value, line) {
  const code = value?.trim().toUpperCase();
  if (code === undefined || code === '') return undefined;
  if (!isCourse(code))
    throw new GalaFileProblem(
      `"${excerpt(value ?? '')}" is not a pool length Lenex knows (course should be one of ${[...courses].join(', ')})`,
      line,
    );
  return code;
}

/** @template M @param {Attributes} a @param {number} line @param {M} more @returns {MeetResult & M} */
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

// A time of day the file gives ("09:30", "9:30:00") as "09:30", or none: a schedule's extra.
const clock = (/** @type {string | undefined} */ value) => {
  const m = /^\s*(\d{1,2}):(\d{2})/.exec(value ?? '');
  return m && Number(m[1]) < 24 && Number(m[2]) < 60
    ? `${m[1].padStart(2, '0')}:${m[2]}`
    : undefined;
};

// An entry time is extra: one the site cannot read is left out rather than stopping the build.
function swimTimeOrNone(/** @type {string} */ value) {
  try {
    return swimTime(value, undefined);
  } catch {
    return undefined;
  }
}

/** @param {string} text the file's XML */
export function readLenex(text) {
  /** @type {Meet} */
  const meet = {
    name: '',
    city: '',
    pool: '',
    ageDate: undefined,
    pointsTable: undefined,
    heats: new Map(),
    heatTimes: new Map(),
    entries: new Map(),
    starts: [],
    sessions: [],
    address: undefined,
    deadline: undefined,
    qualify: undefined,
    standardLists: new Map(),
    events: new Map(),
    places: new Map(),
    clubs: [],
    athletes: new Map(),
    results: [],
    relays: [],
    records: [],
  };
  let meets = 0;
  let recordLists = false;
  /** @type {Course | undefined} */
  let meetCourse;
  /** @type {{ date: string, course: Course, number: number } | undefined} */
  let session;
  /** @type {(Omit<MeetEvent, 'stroke'> & { stroke?: Stroke }) | undefined} its stroke is checked as it closes */
  let event;
  /** @type {AgeGroup | undefined} */
  let group;
  let club = -1;
  /** @type {Athlete | undefined} */
  let athlete;
  /** @type {Relay | undefined} */
  let relay;
  /** @type {AthleteResult | RelayResult | undefined} the RESULT being read (an athlete's or a relay's) */
  let result;
  let order = 0;
  const standards = standardsReader(meet);
  /** @type {{ name: string, course?: Course } | undefined} */
  let list;
  /** @type {import('./types.js').MeetRecord | undefined} */
  let record;

  /** @type {Parameters<typeof readXml>[1]['open']} */
  const open = (name, a, line, parents) => {
    const parent = parents[parents.length - 1];
    if (standards.open(name, a, parent, event, line)) return;
    if (parents.length === 0 && name !== 'LENEX')
      throw new GalaFileProblem(
        `it is not a Lenex results file (its XML starts with <${excerpt(name)}>, not <LENEX>)`,
      );
    switch (name) {
      case 'MEET':
        if (parent !== 'MEETS') return;
        // One meet per results file: a second would be merged into the first without a word.
        if (meets++)
          throw new GalaFileProblem(
            "it holds a second meet (<MEET>): a results file holds one meet; download each meet's file on its own",
            line,
          );
        meet.name = a.name?.trim() ?? '';
        meet.city = a.city?.trim() ?? '';
        meetCourse = course(a.course, line);
        meet.deadline = /^\d{4}-\d{2}-\d{2}$/.test(a.deadline ?? '') ? a.deadline : undefined;
        return;
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
      case 'AGEDATE':
        if (parent === 'MEET') meet.ageDate = { type: a.type, value: a.value };
        return;
      case 'POINTTABLE':
        if (parent === 'MEET' && a.name && !meet.pointsTable) {
          const [name, version] = [a.name.trim(), a.version?.trim()];
          meet.pointsTable = version && !name.includes(version) ? `${name} ${version}` : name;
        }
        return;
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
      case 'POOL':
      case 'FACILITY':
        if (parent === 'MEET' && !meet.pool) meet.pool = a.name?.trim() ?? '';
        // The pool's address, for a swimmer's calendar on the day (the venue's, never a person's).
        if (parent === 'MEET' && name === 'FACILITY' && a.street)
          meet.address = [a.street, [a.zip, a.city].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ');
        return;
      case 'SESSION': {
        const date = sessionDate(a.date, line);
        const sessionCourse = course(a.course, line) ?? meetCourse;
        if (!sessionCourse)
          throw new GalaFileProblem(
            'it does not say the pool length (course) of the meet or of this session',
            line,
          );
        session = {
          date,
          course: sessionCourse,
          number: number(a.number) ?? meet.sessions.length + 1,
        };
        meet.sessions.push({
          number: session.number,
          name: a.name?.trim() || undefined,
          date,
          daytime: clock(a.daytime),
          warmupFrom: clock(a.warmupfrom),
          warmupUntil: clock(a.warmupuntil),
        });
        return;
      }
      case 'EVENT':
        if (parent !== 'EVENTS' || !session) return;
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
          course: session.course,
          date: session.date,
          session: session.number,
          daytime: clock(a.daytime),
          ...(a.preveventid && a.preveventid.trim() !== '-1' ? { previous: a.preveventid } : {}),
          ageGroups: [],
          line,
        };
        meet.events.set(a.eventid, /** @type {MeetEvent} */ (event));
        return;
      case 'SWIMSTYLE': {
        if (parent === 'RECORD' && record)
          Object.assign(record, {
            distance: number(a.distance) ?? 0,
            stroke: a.stroke?.trim().toUpperCase() ?? '',
            relayCount: number(a.relaycount) ?? 1,
          });
        if (parent !== 'EVENT' || !event) return;
        const stroke = a.stroke?.trim().toUpperCase();
        if (!isStroke(stroke))
          throw new GalaFileProblem(
            `"${excerpt(a.stroke ?? '')}" is not a stroke Lenex knows (it should be one of ${[...strokes].join(', ')})`,
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
        /** @type {import('./types.js').Ranked} */
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
      case 'CLUB':
        if (parent !== 'CLUBS') return;
        club = meet.clubs.length;
        meet.clubs.push({ code: a.code ?? '', name: a.name ?? '', nation: a.nation ?? '' });
        return;
      case 'MEETINFO':
        if (parent === 'RECORD' && record) record.date = a.date;
        return;
      case 'ATHLETE': {
        // A record holder: the name only (never the birthdate), to find their swim here.
        if (parent === 'RECORD' && record)
          Object.assign(record, {
            first: a.firstname?.trim() ?? '',
            last: a.lastname?.trim() ?? '',
          });
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
  };
  const close = (/** @type {string} */ name) => {
    standards.close(name);
    if (name === 'EVENT' && event) {
      if (event.stroke === undefined)
        throw new GalaFileProblem(
          'an event has no SWIMSTYLE: the file does not say what race it was',
          event.line,
        );
      event = undefined;
    } else if (name === 'AGEGROUP') group = undefined;
    else if (name === 'SESSION') session = undefined;
    else if (name === 'ATHLETE') athlete = undefined;
    else if (name === 'RELAY') relay = undefined;
    else if (name === 'RESULT') result = undefined;
    else if (name === 'RECORDLIST') list = undefined;
    else if (name === 'RECORD' && record) {
      if (record.time && record.distance && (record.first || record.last))
        meet.records.push(record);
      record = undefined;
    }
  };
  readXml(text, { open, close });
  if (!meets)
    throw new GalaFileProblem(
      `it is a Lenex file with ${recordLists ? 'record lists but no meet' : 'no meet'}: download the meet's results file instead`,
    );
  // Some writers put a meet's entries as results with no time (entry time, heat and lane).
  if (!meet.starts.length && !meet.results.some((r) => (r.time ?? 0) > 0))
    for (const { athlete, eventId, entryTime: entry, heatId, lane, status } of meet.results)
      meet.starts.push({ athlete, eventId, entry, heatId, lane, status });
  // A relay's legs are on its RESULT, or (entries, some writers' results) on the RELAY itself.
  for (const r of meet.relays) {
    if (!r.positions.length && r.relay) r.positions = r.relay.positions;
    delete r.relay;
  }
  return meet;
}
