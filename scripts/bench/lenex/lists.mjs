// The Lenex writer's lists beside the meet: time standards and records.
/** @import { RecordList, TimeStandardList } from './types.js' */
import { attrs, lenexTime } from './xml.mjs';

/** TIMESTANDARDLISTS, or nothing when there are none. @param {TimeStandardList[]} lists */
export function timeStandardListsXml(lists) {
  if (!lists.length) return '';
  const out = ['<TIMESTANDARDLISTS>'];
  for (const l of lists) {
    const list = {
      timestandardlistid: l.id,
      name: l.name,
      gender: l.gender,
      course: l.course,
      type: l.type,
    };
    out.push(`<TIMESTANDARDLIST${attrs(list)}>`);
    if (l.min !== undefined || l.max !== undefined)
      out.push(`<AGEGROUP${attrs({ agegroupid: 1, agemin: l.min ?? -1, agemax: l.max ?? -1 })}/>`);
    const times = l.times.map((t) => {
      const style = { distance: t.distance, relaycount: 1, stroke: t.stroke };
      const time = { swimtime: lenexTime(t.time) };
      return `<TIMESTANDARD${attrs(time)}><SWIMSTYLE${attrs(style)}/></TIMESTANDARD>`;
    });
    out.push(`<TIMESTANDARDS>${times.join('')}</TIMESTANDARDS></TIMESTANDARDLIST>`);
  }
  out.push('</TIMESTANDARDLISTS>');
  return out.join('');
}

/** RECORDLISTS, or nothing when there are none. @param {RecordList[]} lists */
export function recordListsXml(lists) {
  if (!lists.length) return '';
  const out = ['<RECORDLISTS>'];
  for (const list of lists) {
    const about = { name: list.name, course: list.course, gender: list.gender };
    out.push(`<RECORDLIST${attrs(about)}><RECORDS>`);
    for (const r of list.records) {
      const style = { distance: r.distance, relaycount: 1, stroke: r.stroke };
      out.push(`<RECORD${attrs({ swimtime: lenexTime(r.time) })}><SWIMSTYLE${attrs(style)}/>`);
      const meet = `<MEETINFO${attrs({ date: r.date, name: 'A meet' })}/>`;
      const holder = `<ATHLETE${attrs({ firstname: r.first, lastname: r.last })}/>`;
      out.push(`${meet}${holder}</RECORD>`);
    }
    out.push('</RECORDS></RECORDLIST>');
  }
  out.push('</RECORDLISTS>');
  return out.join('');
}
