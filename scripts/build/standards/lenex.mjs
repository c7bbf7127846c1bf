// A standards file as a meet's invitation carries it (Lenex 3.0): its TIMESTANDARDLISTS, each a
// pool, gender and age group with a time per race; MAXIMUM lists (and DEFAULT ones) hold the
// qualifying times, MINIMUM lists the upper limits (a swim faster is too fast for the meet).
// Its MEET, when there is one, gives the name, the date ages are taken on (AGEDATE) and the swims
// that count (QUALIFY from, until).
import { courses, swimTime } from '../galas/codes.mjs';
import { GalaFileProblem } from '../galas/problem.mjs';
import { readXml } from '../galas/xml.mjs';
/** @import { Standard, StandardTime } from '../../../src/lib/standard-types.js' */
/** @import { Course, Hundredths, Stroke } from '../../../src/lib/swim-types.js' */
/**
 * One TIMESTANDARDLIST: its pool, gender, ages, whether its times are upper limits, its times.
 * @typedef {{ name?: string, course: Course, gender?: string, limit: boolean, min: number, max:
 * number, times: { distance: number, stroke: Stroke, time: Hundredths }[] }} List
 */

const age = (/** @type {string | undefined} */ value) =>
  value === undefined || value.trim() === '' || Number(value) < 0 ? undefined : Number(value);
const isoDate = (/** @type {string | undefined} */ value) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? value : undefined;

/** @param {string} text the file's XML @returns {Omit<Standard, 'id'>} the standard as the YAML
 * schema gives it */
export function readStandardLenex(text) {
  /** @type {string | undefined} */
  let meet;
  /** @type {Record<string, string> | undefined} */
  let ageDate;
  /** @type {Record<string, string> | undefined} */
  let qualify;
  /** @type {List[]} */
  const lists = [];
  /** @type {List | undefined} */
  let list;
  /** @type {{ time: Hundredths | undefined, line: number } | undefined} */
  let style;
  readXml(text, {
    open(name, a, line, parents) {
      const inside = parents.at(-1);
      if (name === 'MEET' && !meet) meet = a.name?.trim();
      else if (name === 'AGEDATE' && inside === 'MEET') ageDate = a;
      else if (name === 'QUALIFY' && inside === 'MEET') qualify = a;
      else if (name === 'TIMESTANDARDLIST') {
        const course = a.course?.trim().toUpperCase();
        if (!courses.has(course))
          throw new GalaFileProblem(
            `a list of times has no pool length Lenex knows (course="${a.course ?? ''}")`,
            line,
          );
        const type = a.type?.trim().toUpperCase() || 'DEFAULT';
        list = {
          name: a.name?.trim(),
          course: /** @type {Course} */ (course),
          gender: a.gender?.trim().toUpperCase(),
          limit: type === 'MINIMUM',
          min: 0,
          max: 999,
          times: [],
        };
        lists.push(list);
      } else if (name === 'AGEGROUP' && inside === 'TIMESTANDARDLIST' && list) {
        list.min = age(a.agemin) ?? 0;
        list.max = age(a.agemax) ?? 999;
      } else if (name === 'TIMESTANDARD') style = { time: swimTime(a.swimtime, line), line };
      else if (name === 'SWIMSTYLE' && inside === 'TIMESTANDARD' && style && list) {
        const distance = Number(a.distance);
        if (style.time && Number(a.relaycount ?? 1) === 1 && distance > 0)
          list.times.push({
            distance,
            stroke: /** @type {Stroke} */ (a.stroke?.trim().toUpperCase()),
            time: style.time,
          });
        style = undefined;
      }
    },
  });
  const rows = rowsOf(lists);
  if (!rows.length)
    throw new GalaFileProblem(
      "it holds no qualifying times for one swimmer's races (a TIMESTANDARDLIST of type " +
        "MAXIMUM): is it the meet's invitation with its times? A meet's results go in " +
        'content/galas/',
    );
  const name = meet || lists.find((l) => l.name)?.name || 'Qualifying times';
  const type = ageDate?.type?.trim().toUpperCase();
  const on = isoDate(ageDate?.value);
  const ageOn = type === 'YEAR' && on ? `${on.slice(0, 4)}-12-31` : (on ?? 'day of the swim');
  return {
    name,
    short: lists.find((l) => l.name && !l.limit)?.name || name,
    ageOn,
    close: 2,
    ...(qualify && isoDate(qualify.from) ? { from: qualify.from } : {}),
    ...(qualify && isoDate(qualify.until) ? { to: qualify.until } : {}),
    rows,
  };
}

// Each qualifying time, with the upper limit of the same pool, gender, ages and race beside it.
/** @param {List[]} lists @returns {StandardTime[]} */
function rowsOf(lists) {
  const genders = (/** @type {string | undefined} */ g) =>
    /** @type {('F' | 'M')[]} */ (g === 'F' || g === 'M' ? [g] : ['F', 'M']);
  const key = (
    /** @type {List} */ l,
    /** @type {string} */ gender,
    /** @type {List['times'][number]} */ t,
  ) => `${l.course}|${gender}|${l.min}|${l.max}|${t.stroke}|${t.distance}`;
  /** @type {Map<string, Hundredths>} */
  const limits = new Map();
  for (const l of lists.filter((l) => l.limit))
    for (const t of l.times) for (const g of genders(l.gender)) limits.set(key(l, g, t), t.time);
  /** @type {StandardTime[]} */
  const rows = [];
  for (const l of lists.filter((l) => !l.limit))
    for (const t of l.times)
      for (const gender of genders(l.gender)) {
        const limit = limits.get(key(l, gender, t));
        rows.push({
          gender,
          min: l.min,
          max: l.max,
          distance: t.distance,
          stroke: t.stroke,
          course: l.course,
          time: t.time,
          ...(limit ? { limit } : {}),
        });
      }
  return rows;
}
