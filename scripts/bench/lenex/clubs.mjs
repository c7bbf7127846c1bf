// The Lenex writer's clubs: each club's athletes (entries and results) and relays.
/** @import { Athlete, Club, Relay } from './types.js' */
import { attrs, lenexTime, splitsXml } from './xml.mjs';

/** @param {Athlete} a */
function athleteXml(a) {
  const athlete = {
    athleteid: a.id,
    firstname: a.first,
    lastname: a.last,
    gender: a.gender,
    birthdate: a.birthdate,
    license: a.license,
  };
  const out = [`<ATHLETE${attrs(athlete)}>`];
  if (a.entries) {
    const entries = a.entries.map((n) => {
      const entry = {
        eventid: n.event,
        entrytime: lenexTime(n.time),
        heatid: n.heat,
        lane: n.lane,
        status: n.status,
      };
      return `<ENTRY${attrs(entry)}/>`;
    });
    out.push(`<ENTRIES>${entries.join('')}</ENTRIES>`);
  }
  out.push('<RESULTS>');
  for (const r of a.results ?? []) {
    const result = {
      resultid: r.id,
      eventid: r.event,
      swimtime: lenexTime(r.time) ?? 'NT',
      status: r.status,
      place: r.place,
      points: r.points,
      comment: r.comment,
      heatid: r.heat,
      lane: r.lane,
    };
    out.push(`<RESULT${attrs(result)}>${splitsXml(r.splits)}</RESULT>`);
  }
  out.push('</RESULTS></ATHLETE>');
  return out.join('');
}

/** @param {Relay} relay */
function relayXml(relay) {
  const team = { number: relay.number ?? 1, gender: relay.gender, agemin: -1, agemax: -1 };
  const out = [`<RELAY${attrs(team)}><RESULTS>`];
  for (const r of relay.results) {
    const legs = r.legs
      .map((id, i) => `<RELAYPOSITION${attrs({ athleteid: id, number: i + 1 })}/>`)
      .join('');
    const result = {
      resultid: r.id,
      eventid: r.event,
      swimtime: lenexTime(r.time) ?? 'NT',
      status: r.status,
    };
    const positions = `<RELAYPOSITIONS>${legs}</RELAYPOSITIONS>`;
    out.push(`<RESULT${attrs(result)}>${splitsXml(r.splits)}${positions}</RESULT>`);
  }
  out.push('</RESULTS></RELAY>');
  return out.join('');
}

/** CLUBS. @param {Club[]} clubs */
export function clubsXml(clubs) {
  const out = ['<CLUBS>'];
  for (const club of clubs) {
    out.push(`<CLUB${attrs({ code: club.code, name: club.name, nation: club.nation ?? 'GBR' })}>`);
    if (club.athletes?.length)
      out.push(`<ATHLETES>${club.athletes.map(athleteXml).join('')}</ATHLETES>`);
    if (club.relays?.length) out.push(`<RELAYS>${club.relays.map(relayXml).join('')}</RELAYS>`);
    out.push('</CLUB>');
  }
  out.push('</CLUBS>');
  return out.join('');
}
