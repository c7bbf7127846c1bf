// Writes Lenex 3.0 results files from a compact description (lenex/types.d.ts): the example
// club's galas, the tests' fixtures and the bench's ten years of galas. Places are worked out
// (one open age group ranked by time) unless an event lists its own age groups.
/** @import { LenexFile } from './lenex/types.js' */
import { zipSync, strToU8 } from 'fflate';
import { clubsXml } from './lenex/clubs.mjs';
import { recordListsXml, timeStandardListsXml } from './lenex/lists.mjs';
import { sessionsXml } from './lenex/sessions.mjs';
import { attrs } from './lenex/xml.mjs';

export { lenexTime } from './lenex/xml.mjs';

/** @param {LenexFile} file */
export function lenex({
  meet,
  sessions,
  clubs,
  recordLists = [],
  timeStandardLists = [],
  version = '3.0',
}) {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<LENEX version="${version}">`,
    '<CONSTRUCTOR name="Club site lenex-writer" version="1">',
    '<CONTACT email="none@example.org"/></CONSTRUCTOR><MEETS>',
  ];
  const { name, city, course, deadline } = meet;
  out.push(`<MEET${attrs({ name, city, nation: meet.nation ?? 'GBR', course, deadline })}>`);
  if (meet.qualify) out.push(`<QUALIFY${attrs(meet.qualify)}/>`);
  if (meet.ageDate) out.push(`<AGEDATE${attrs(meet.ageDate)}/>`);
  if (meet.pool) out.push(`<POOL${attrs({ name: meet.pool, lanemax: 6 })}/>`);
  if (meet.facility) out.push(`<FACILITY${attrs({ name: meet.pool, ...meet.facility })}/>`);
  const table = meet.pointTable;
  if (table) out.push(`<POINTTABLE${attrs({ name: table.name, version: table.version })}/>`);
  out.push(sessionsXml(sessions, clubs), clubsXml(clubs), '</MEET></MEETS>');
  out.push(timeStandardListsXml(timeStandardLists), recordListsXml(recordLists), '</LENEX>\n');
  return out.join('');
}

/** The same as an .lxf: a zip holding one .lef. @param {string} xml */
export const lxf = (xml, name = 'results.lef') => zipSync({ [name]: strToU8(xml) });
