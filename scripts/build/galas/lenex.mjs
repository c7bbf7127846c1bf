// A Lenex file as the plain facts the site uses: the meet, its events with their places, the
// clubs, every athlete (indexed across the whole file: relay legs may name an athlete listed
// under another club) and every result. Read element by element as the XML streams past, each
// looked up by id through Maps: linear in the file's size. Stops with a GalaFileProblem at
// what the site cannot read. Each reader below takes the elements of one part of the file.
import { athletesReader } from './lenex-athletes.mjs';
import { eventsReader } from './lenex-events.mjs';
import { meetReader } from './lenex-meet.mjs';
import { recordsReader } from './lenex-records.mjs';
import { standardsReader } from './lenex-standards.mjs';
import { GalaFileProblem } from './problem.mjs';
import { readXml } from './xml.mjs';
import { excerpt } from '../excerpt.mjs';
/** @import { Meet } from './meet-types.js' */

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
  const meetPart = meetReader(meet);
  const events = eventsReader(meet, meetPart.session);
  const athletes = athletesReader(meet);
  const records = recordsReader(meet);
  const standards = standardsReader(meet);
  const readers = [meetPart, events, athletes, records];

  /** @type {Parameters<typeof readXml>[1]['open']} */
  const open = (name, a, line, parents) => {
    if (standards.open(name, a, parents[parents.length - 1], events.event(), line)) return;
    if (parents.length === 0 && name !== 'LENEX')
      throw new GalaFileProblem(
        `it is not a Lenex results file (its XML starts with <${excerpt(name)}>, not <LENEX>)`,
      );
    for (const reader of readers) reader.open(name, a, line, parents);
  };
  const close = (/** @type {string} */ name) => {
    standards.close(name);
    for (const reader of readers) reader.close(name);
  };
  readXml(text, { open, close });
  if (!meetPart.meets())
    throw new GalaFileProblem(
      `it is a Lenex file with ${records.seen() ? 'record lists but no meet' : 'no meet'}: ` +
        "download the meet's results file instead",
    );
  athletes.finish();
  return meet;
}
