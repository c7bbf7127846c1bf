// Writes Lenex 3.0 results files from a compact description: the example club's galas, the
// tests' fixtures and the bench's ten years of galas. Places are worked out (one open age
// group ranked by time) unless an event lists its own age groups.
//
//   lenex({ meet: { name, city, course, pool?, facility?: { street, zip, city }, ageDate?:
//     { type, value }, pointTable?, deadline?, qualify?: { from, until, conversion } }, sessions:
//     [{ date, course?, name?, daytime?, warmupFrom?, warmupUntil?, events: [{ id, number, gender,
//     round?, daytime?, distance, stroke, relayCount?, technique?, name?, previous?, standards?:
//     [listId], heats?: [{ id, number, order?, daytime? }], ageGroups?: [{ min, max, gender?,
//     calculate?, handicap?, rank? }] }] }], clubs: [{ code, name, athletes: [{ id, first, last,
//     gender, birthdate, license?, entries?: [{ event, time, heat?, lane?, status? }], results:
//     [{ id, event, time, status?, place?, points?, comment?, heat?,
//     lane?, splits?: { 50: 3012 } }] }], relays: [{ number, gender, results: [{ id, event, time,
//     status?, splits?, legs: [athleteId × 4] }] }] }] })
//
//     timeStandardLists?: [{ id, name, gender, course, type?, min?, max?, times: [{ stroke,
//     distance, time }] }]
//
// Times are hundredths (6532 is 1:05.32), or strings written as they are ('NT', or a broken one).
import { zipSync, strToU8 } from 'fflate';

const escape = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const attrs = (object) =>
  Object.entries(object)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');

/** 6532 → 00:01:05.32 */
export function lenexTime(time) {
  if (typeof time === 'string') return time;
  if (time === undefined) return undefined;
  const h = Math.floor(time / 360000);
  const m = Math.floor(time / 6000) % 60;
  const s = Math.floor(time / 100) % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(time % 100)}`;
}

const splitsXml = (splits) =>
  splits && Object.keys(splits).length
    ? `<SPLITS>${Object.entries(splits)
        .map(([distance, t]) => `<SPLIT${attrs({ distance, swimtime: lenexTime(t) })}/>`)
        .join('')}</SPLITS>`
    : '';

/** @param {{ meet: any, sessions: any[], clubs: any[], recordLists?: any[], timeStandardLists?: any[], version?: string }} file */
export function lenex({
  meet,
  sessions,
  clubs,
  recordLists = [],
  timeStandardLists,
  version = '3.0',
}) {
  // Every result of each event, for the places.
  const byEvent = new Map();
  for (const club of clubs) {
    for (const a of club.athletes ?? [])
      for (const r of a.results ?? [])
        (byEvent.get(r.event) ?? byEvent.set(r.event, []).get(r.event)).push(r);
    for (const relay of club.relays ?? [])
      for (const r of relay.results ?? [])
        (byEvent.get(r.event) ?? byEvent.set(r.event, []).get(r.event)).push(r);
  }
  const rankings = (eventId) => {
    const valid = (byEvent.get(eventId) ?? [])
      .filter((r) => typeof r.time === 'number' && r.time > 0 && !r.status && r.place === undefined)
      .sort((a, b) => a.time - b.time);
    let place = 0;
    return valid
      .map(
        (r, i) =>
          `<RANKING${attrs({ place: (place = i && valid[i - 1].time === r.time ? place : i + 1), resultid: r.id })}/>`,
      )
      .join('');
  };
  const out = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="${version}"><CONSTRUCTOR name="Club site lenex-writer" version="1"><CONTACT email="none@example.org"/></CONSTRUCTOR><MEETS>`,
  ];
  out.push(
    `<MEET${attrs({ name: meet.name, city: meet.city, nation: meet.nation ?? 'GBR', course: meet.course, deadline: meet.deadline })}>`,
  );
  if (meet.qualify) out.push(`<QUALIFY${attrs(meet.qualify)}/>`);
  if (meet.ageDate) out.push(`<AGEDATE${attrs(meet.ageDate)}/>`);
  if (meet.pool) out.push(`<POOL${attrs({ name: meet.pool, lanemax: 6 })}/>`);
  if (meet.facility) out.push(`<FACILITY${attrs({ name: meet.pool, ...meet.facility })}/>`);
  if (meet.pointTable)
    out.push(
      `<POINTTABLE${attrs({ name: meet.pointTable.name, version: meet.pointTable.version })}/>`,
    );
  out.push('<SESSIONS>');
  sessions.forEach((session, i) => {
    const {
      date,
      course,
      name,
      daytime,
      warmupFrom: warmupfrom,
      warmupUntil: warmupuntil,
    } = session;
    out.push(
      `<SESSION${attrs({ number: i + 1, date, course, name, daytime, warmupfrom, warmupuntil })}><EVENTS>`,
    );
    for (const e of session.events) {
      out.push(
        `<EVENT${attrs({ eventid: e.id, number: e.number, gender: e.gender, round: e.round ?? 'TIM', daytime: e.daytime, preveventid: e.previous })}>`,
      );
      out.push(
        `<SWIMSTYLE${attrs({ distance: e.distance, relaycount: e.relayCount ?? 1, stroke: e.stroke, technique: e.technique, name: e.name })}/>`,
      );
      const groups = e.ageGroups ?? [{ min: -1, max: -1 }];
      out.push('<AGEGROUPS>');
      groups.forEach((g, j) => {
        const ranked = g.rank ?? (j === 0 ? rankings(e.id) : '');
        const list = Array.isArray(ranked)
          ? ranked.map(([resultid, place]) => `<RANKING${attrs({ place, resultid })}/>`).join('')
          : ranked;
        out.push(
          `<AGEGROUP${attrs({ agegroupid: `${e.id}${j + 1}`, agemin: g.min, agemax: g.max, gender: g.gender, calculate: g.calculate, handicap: g.handicap })}>${list ? `<RANKINGS>${list}</RANKINGS>` : ''}</AGEGROUP>`,
        );
      });
      out.push('</AGEGROUPS>');
      if (e.standards)
        out.push(
          `<TIMESTANDARDREFS>${e.standards.map((id) => `<TIMESTANDARDREF${attrs({ timestandardlistid: id })}/>`).join('')}</TIMESTANDARDREFS>`,
        );
      if (e.heats)
        out.push(
          `<HEATS>${e.heats.map((h) => `<HEAT${attrs({ heatid: h.id, number: h.number, order: h.order, daytime: h.daytime })}/>`).join('')}</HEATS>`,
        );
      out.push('</EVENT>');
    }
    out.push('</EVENTS></SESSION>');
  });
  out.push('</SESSIONS><CLUBS>');
  for (const club of clubs) {
    out.push(`<CLUB${attrs({ code: club.code, name: club.name, nation: club.nation ?? 'GBR' })}>`);
    if (club.athletes?.length) {
      out.push('<ATHLETES>');
      for (const a of club.athletes) {
        out.push(
          `<ATHLETE${attrs({ athleteid: a.id, firstname: a.first, lastname: a.last, gender: a.gender, birthdate: a.birthdate, license: a.license })}>`,
        );
        if (a.entries)
          out.push(
            `<ENTRIES>${a.entries.map((n) => `<ENTRY${attrs({ eventid: n.event, entrytime: lenexTime(n.time), heatid: n.heat, lane: n.lane, status: n.status })}/>`).join('')}</ENTRIES>`,
          );
        out.push('<RESULTS>');
        for (const r of a.results ?? []) {
          const more = { points: r.points, comment: r.comment, heatid: r.heat, lane: r.lane };
          out.push(
            `<RESULT${attrs({ resultid: r.id, eventid: r.event, swimtime: lenexTime(r.time) ?? 'NT', status: r.status, place: r.place, ...more })}>${splitsXml(r.splits)}</RESULT>`,
          );
        }
        out.push('</RESULTS></ATHLETE>');
      }
      out.push('</ATHLETES>');
    }
    if (club.relays?.length) {
      out.push('<RELAYS>');
      for (const relay of club.relays) {
        out.push(
          `<RELAY${attrs({ number: relay.number ?? 1, gender: relay.gender, agemin: -1, agemax: -1 })}><RESULTS>`,
        );
        for (const r of relay.results) {
          const legs = r.legs
            .map((id, i) => `<RELAYPOSITION${attrs({ athleteid: id, number: i + 1 })}/>`)
            .join('');
          out.push(
            `<RESULT${attrs({ resultid: r.id, eventid: r.event, swimtime: lenexTime(r.time) ?? 'NT', status: r.status })}>${splitsXml(r.splits)}<RELAYPOSITIONS>${legs}</RELAYPOSITIONS></RESULT>`,
          );
        }
        out.push('</RESULTS></RELAY>');
      }
      out.push('</RELAYS>');
    }
    out.push('</CLUB>');
  }
  out.push('</CLUBS></MEET></MEETS>');
  for (const l of timeStandardLists ?? []) {
    if (l === timeStandardLists[0]) out.push('<TIMESTANDARDLISTS>');
    out.push(
      `<TIMESTANDARDLIST${attrs({ timestandardlistid: l.id, name: l.name, gender: l.gender, course: l.course, type: l.type })}>`,
    );
    if (l.min !== undefined || l.max !== undefined)
      out.push(`<AGEGROUP${attrs({ agegroupid: 1, agemin: l.min ?? -1, agemax: l.max ?? -1 })}/>`);
    const times = l.times.map(
      (t) =>
        `<TIMESTANDARD${attrs({ swimtime: lenexTime(t.time) })}><SWIMSTYLE${attrs({ distance: t.distance, relaycount: 1, stroke: t.stroke })}/></TIMESTANDARD>`,
    );
    out.push(`<TIMESTANDARDS>${times.join('')}</TIMESTANDARDS></TIMESTANDARDLIST>`);
    if (l === timeStandardLists.at(-1)) out.push('</TIMESTANDARDLISTS>');
  }
  // Record lists beside the meet: [{ name, course, gender, records: [{ distance, stroke, time,
  // first, last, date }] }].
  if (recordLists.length) {
    out.push('<RECORDLISTS>');
    for (const list of recordLists) {
      out.push(
        `<RECORDLIST${attrs({ name: list.name, course: list.course, gender: list.gender })}><RECORDS>`,
      );
      for (const r of list.records) {
        out.push(
          `<RECORD${attrs({ swimtime: lenexTime(r.time) })}><SWIMSTYLE${attrs({ distance: r.distance, relaycount: 1, stroke: r.stroke })}/>`,
        );
        out.push(
          `<MEETINFO${attrs({ date: r.date, name: 'A meet' })}/><ATHLETE${attrs({ firstname: r.first, lastname: r.last })}/></RECORD>`,
        );
      }
      out.push('</RECORDS></RECORDLIST>');
    }
    out.push('</RECORDLISTS>');
  }
  out.push('</LENEX>\n');
  return out.join('');
}

/** The same as an .lxf: a zip holding one .lef. */
export const lxf = (xml, name = 'results.lef') => zipSync({ [name]: strToU8(xml) });
