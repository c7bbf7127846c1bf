// training.yaml's shared sessions (several squads, or all, at one session), added to each squad's
// own once the checks have named any mistake by its line: the pages, calendars and warnings then
// see each squad's whole week. Read only by the build.
import { weekdays, type Training, type TrainingSession } from './schema/training.js';

/** Monday first, then by start time: a squad's week with shared sessions put in their places. */
const byDay = (a: TrainingSession, b: TrainingSession) =>
  weekdays.indexOf(a.day) - weekdays.indexOf(b.day) ||
  (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** The timetable with each shared session in the week of every squad it names. */
export function withSharedSessions(training: Training): Training {
  if (!training.shared.length) return training;
  const squads = training.squads.map((s) => ({ ...s, sessions: [...s.sessions] }));
  for (const { squads: names, sessions } of training.shared) {
    for (const name of names === 'all' ? squads.map((s) => s.squad) : names) {
      let squad = squads.find((s) => s.squad === name);
      if (!squad) squads.push((squad = { squad: name, sessions: [] }));
      squad.sessions.push(...sessions);
      squad.sessions.sort(byDay);
    }
  }
  return { ...training, squads, shared: [] };
}
