// The Lenex writer's sessions: each event with its race, age groups and their places (one open
// age group ranked by time, unless the event lists its own), standards and heats.
/** @import { AgeGroup, Club, LenexEvent, Session, Swim } from './types.js' */
import { attrs } from './xml.mjs';

/** A swim that is given a place: a time, no status, no place of its own. */
const placed = /** @param {Swim} r @returns {r is Swim & { time: number }} */ (r) =>
  typeof r.time === 'number' && r.time > 0 && !r.status && r.place === undefined;

/** Each event's RANKING elements, by time over every club's swims. @param {Club[]} clubs */
function rankingsOf(clubs) {
  /** @type {Map<number, Swim[]>} */
  const byEvent = new Map();
  /** @param {Swim} r */
  const add = (r) => {
    const list = byEvent.get(r.event);
    if (list) list.push(r);
    else byEvent.set(r.event, [r]);
  };
  for (const club of clubs) {
    for (const a of club.athletes ?? []) for (const r of a.results ?? []) add(r);
    for (const relay of club.relays ?? []) for (const r of relay.results ?? []) add(r);
  }
  /** @param {number} eventId */
  return (eventId) => {
    const valid = (byEvent.get(eventId) ?? []).filter(placed).sort((a, b) => a.time - b.time);
    let place = 0;
    return valid
      .map((r, i) => {
        place = i && valid[i - 1].time === r.time ? place : i + 1;
        return `<RANKING${attrs({ place, resultid: r.id })}/>`;
      })
      .join('');
  };
}

/**
 * An age group, with its places: its own, or (the first group only) by time.
 * @param {LenexEvent} e @param {AgeGroup} g @param {number} j @param {() => string} byTime
 */
function ageGroupXml(e, g, j, byTime) {
  const rank = g.rank ?? (j === 0 ? byTime() : '');
  const list = Array.isArray(rank)
    ? rank.map(([resultid, place]) => `<RANKING${attrs({ place, resultid })}/>`).join('')
    : rank;
  const group = {
    agegroupid: `${e.id}${j + 1}`,
    agemin: g.min,
    agemax: g.max,
    gender: g.gender,
    calculate: g.calculate,
    handicap: g.handicap,
  };
  return `<AGEGROUP${attrs(group)}>${list ? `<RANKINGS>${list}</RANKINGS>` : ''}</AGEGROUP>`;
}

/** @param {LenexEvent} e @param {(eventId: number) => string} rankings */
function eventXml(e, rankings) {
  const event = {
    eventid: e.id,
    number: e.number,
    gender: e.gender,
    round: e.round ?? 'TIM',
    daytime: e.daytime,
    preveventid: e.previous,
  };
  const style = {
    distance: e.distance,
    relaycount: e.relayCount ?? 1,
    stroke: e.stroke,
    technique: e.technique,
    name: e.name,
  };
  const groups = e.ageGroups ?? [{ min: -1, max: -1 }];
  const byTime = () => rankings(e.id);
  const out = [`<EVENT${attrs(event)}>`, `<SWIMSTYLE${attrs(style)}/>`, '<AGEGROUPS>'];
  groups.forEach((g, j) => out.push(ageGroupXml(e, g, j, byTime)));
  out.push('</AGEGROUPS>');
  if (e.standards) {
    const refs = e.standards.map((id) => `<TIMESTANDARDREF${attrs({ timestandardlistid: id })}/>`);
    out.push(`<TIMESTANDARDREFS>${refs.join('')}</TIMESTANDARDREFS>`);
  }
  if (e.heats) {
    const heats = e.heats.map((h) => {
      const heat = { heatid: h.id, number: h.number, order: h.order, daytime: h.daytime };
      return `<HEAT${attrs(heat)}/>`;
    });
    out.push(`<HEATS>${heats.join('')}</HEATS>`);
  }
  out.push('</EVENT>');
  return out.join('');
}

/** SESSIONS, numbered from 1. @param {Session[]} sessions @param {Club[]} clubs */
export function sessionsXml(sessions, clubs) {
  const rankings = rankingsOf(clubs);
  const out = ['<SESSIONS>'];
  sessions.forEach((session, i) => {
    const attributes = {
      number: i + 1,
      date: session.date,
      course: session.course,
      name: session.name,
      daytime: session.daytime,
      warmupfrom: session.warmupFrom,
      warmupuntil: session.warmupUntil,
    };
    out.push(`<SESSION${attrs(attributes)}><EVENTS>`);
    for (const e of session.events) out.push(eventXml(e, rankings));
    out.push('</EVENTS></SESSION>');
  });
  out.push('</SESSIONS>');
  return out.join('');
}
