// What a Lenex file says of the meet itself: its name, city, pool and address, the date its ages
// are at, its points table, its entry deadline and its sessions (the pool length each is swum in).
import { clock, course, number } from './lenex-values.mjs';
import { sessionDate } from './plausible.mjs';
import { GalaFileProblem } from './problem.mjs';
/** @import { Meet } from './meet-types.js' */
/** @import { Course } from '../../../src/lib/swim-types.js' */

/** @param {Meet} meet */
export function meetReader(meet) {
  let meets = 0;
  /** @type {Course | undefined} */
  let meetCourse;
  /** @type {{ date: string, course: Course, number: number } | undefined} */
  let session;
  return {
    /** How many meets (MEET) the file holds. */
    meets: () => meets,
    /** The SESSION being read. */
    session: () => session,
    /** @param {string} name @param {Record<string, string>} a @param {number} line
     * @param {string[]} parents */
    open(name, a, line, parents) {
      const parent = parents[parents.length - 1];
      switch (name) {
        case 'MEET':
          if (parent !== 'MEETS') return;
          // One meet per results file: a second would be merged into the first without a word.
          if (meets++)
            throw new GalaFileProblem(
              'it holds a second meet (<MEET>): a results file holds one meet; ' +
                "download each meet's file on its own",
              line,
            );
          meet.name = a.name?.trim() ?? '';
          meet.city = a.city?.trim() ?? '';
          meetCourse = course(a.course, line);
          meet.deadline = /^\d{4}-\d{2}-\d{2}$/.test(a.deadline ?? '') ? a.deadline : undefined;
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
        case 'POOL':
        case 'FACILITY':
          if (parent === 'MEET' && !meet.pool) meet.pool = a.name?.trim() ?? '';
          // The pool's address, for a swimmer's calendar on the day (the venue's, never a
          // person's).
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
      }
    },
    /** @param {string} name */
    close(name) {
      if (name === 'SESSION') session = undefined;
    },
  };
}
