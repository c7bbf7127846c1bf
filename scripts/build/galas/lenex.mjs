// A Lenex document (the XML tree) as the plain facts the site uses: the meet, its events with
// their places, the clubs, every athlete (indexed across the whole file: relay legs may name an
// athlete listed under another club) and every result. Linear: each element is visited once and
// looked up by id through Maps. Stops with a GalaFileProblem at what the site cannot read.
import { courses, strokes, swimTime } from './codes.mjs';
import { GalaFileProblem } from './problem.mjs';

const child = (element, name) => element?.children.find((c) => c.name === name);
const children = (element, name) => child(element, name)?.children.filter((c) => c.name === name.slice(0, -1)) ?? [];
const number = (value) => (value === undefined || value === '' ? undefined : Number(value));

function course(value, line) {
  const code = value?.trim().toUpperCase();
  if (code === undefined || code === '') return undefined;
  if (!courses.has(code)) throw new GalaFileProblem(`"${value}" is not a pool length Lenex knows (course should be one of ${[...courses].join(', ')})`, line);
  return code;
}

function splitsOf(result) {
  return children(result, 'SPLITS')
    .map((s) => ({ distance: Number(s.attrs.distance), time: swimTime(s.attrs.swimtime, s.line) }))
    .filter((s) => s.distance > 0 && s.time !== undefined);
}

function resultOf(element, eventId) {
  const { attrs, line } = element;
  return {
    resultId: attrs.resultid,
    eventId: attrs.eventid ?? eventId,
    time: swimTime(attrs.swimtime, line),
    status: attrs.status?.trim().toUpperCase() || undefined,
    place: number(attrs.place),
    splits: splitsOf(element),
  };
}

/** @param {import('./xml.mjs').XmlElement} root */
export function readLenex(root) {
  if (root.name !== 'LENEX') throw new GalaFileProblem(`it is not a Lenex results file (its XML starts with <${root.name}>, not <LENEX>)`);
  const meetElement = children(root, 'MEETS')[0];
  if (!meetElement) {
    const what = child(root, 'RECORDLISTS') ? 'record lists but no meet' : 'no meet';
    throw new GalaFileProblem(`it is a Lenex file with ${what}: download the meet's results file instead`);
  }
  const m = meetElement.attrs;
  const meetCourse = course(m.course, meetElement.line);
  const ageDate = child(meetElement, 'AGEDATE')?.attrs;
  const meet = {
    name: m.name?.trim() ?? '',
    city: m.city?.trim() ?? '',
    pool: (child(meetElement, 'POOL')?.attrs.name ?? child(meetElement, 'FACILITY')?.attrs.name ?? '').trim(),
    ageDate: ageDate ? { type: ageDate.type, value: ageDate.value } : undefined,
    events: new Map(),
    /** resultid → [{ place, ageGroup }], from AGEGROUP/RANKINGS. */
    places: new Map(),
    clubs: [],
    athletes: new Map(),
    results: [],
    relays: [],
  };
  let order = 0;
  for (const session of children(meetElement, 'SESSIONS')) {
    const date = session.attrs.date;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) throw new GalaFileProblem(`a session has no date, or one that is not year-month-day ("${date ?? ''}")`, session.line);
    const sessionCourse = course(session.attrs.course, session.line) ?? meetCourse;
    if (!sessionCourse) throw new GalaFileProblem('it does not say the pool length (course) of the meet or of this session', session.line);
    for (const event of children(session, 'EVENTS')) {
      const style = child(event, 'SWIMSTYLE');
      const stroke = style?.attrs.stroke?.trim().toUpperCase();
      if (!strokes.has(stroke)) throw new GalaFileProblem(`"${stroke ?? ''}" is not a stroke Lenex knows (it should be one of ${[...strokes].join(', ')})`, style?.line ?? event.line);
      const gender = event.attrs.gender === 'F' || event.attrs.gender === 'M' ? event.attrs.gender : 'X';
      const ageGroups = children(event, 'AGEGROUPS').map((group) => {
        const a = group.attrs;
        for (const ranking of children(group, 'RANKINGS')) {
          const place = number(ranking.attrs.place);
          if (ranking.attrs.resultid === undefined || place === undefined) continue;
          const list = meet.places.get(ranking.attrs.resultid) ?? [];
          list.push({ place, min: number(a.agemin) ?? -1, max: number(a.agemax) ?? -1 });
          meet.places.set(ranking.attrs.resultid, list);
        }
        return { min: number(a.agemin) ?? -1, max: number(a.agemax) ?? -1, name: a.name?.trim() };
      });
      meet.events.set(event.attrs.eventid, {
        id: event.attrs.eventid,
        number: number(event.attrs.number) ?? 0,
        order: order++,
        gender,
        round: event.attrs.round?.trim().toUpperCase() || 'TIM',
        distance: number(style?.attrs.distance) ?? 0,
        stroke,
        relayCount: number(style?.attrs.relaycount) ?? 1,
        technique: style?.attrs.technique?.trim() || undefined,
        course: sessionCourse,
        date,
        ageGroups,
      });
    }
  }
  for (const [clubIndex, club] of children(meetElement, 'CLUBS').entries()) {
    meet.clubs.push({ code: club.attrs.code ?? '', name: club.attrs.name ?? '', nation: club.attrs.nation ?? '' });
    for (const athlete of children(club, 'ATHLETES')) {
      const a = athlete.attrs;
      const person = { id: a.athleteid, club: clubIndex, first: a.firstname?.trim() ?? '', last: a.lastname?.trim() ?? '', gender: a.gender, birthdate: a.birthdate };
      if (a.athleteid !== undefined) meet.athletes.set(a.athleteid, person);
      for (const result of children(athlete, 'RESULTS')) meet.results.push({ ...resultOf(result), athlete: person });
    }
    for (const relay of children(club, 'RELAYS')) {
      const ownPositions = children(relay, 'RELAYPOSITIONS');
      for (const result of children(relay, 'RESULTS')) {
        const positions = children(result, 'RELAYPOSITIONS');
        meet.relays.push({
          ...resultOf(result),
          club: clubIndex,
          gender: relay.attrs.gender,
          positions: (positions.length ? positions : ownPositions).map((p) => ({
            number: number(p.attrs.number) ?? 0,
            athleteId: p.attrs.athleteid,
            status: p.attrs.status,
            inline: child(p, 'ATHLETE')?.attrs,
          })),
        });
      }
    }
  }
  return meet;
}
