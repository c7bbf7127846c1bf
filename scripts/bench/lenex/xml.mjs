// The Lenex writer's XML pieces: attributes, times and splits.
/** @import { Splits, Time, Value } from './types.js' */

/** @param {Value} value */
const escape = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** ` name="value"` for each attribute that has a value. @param {Record<string, Value>} object */
export const attrs = (object) =>
  Object.entries(object)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');

/** 6532 → 00:01:05.32; words stay as they are. @param {Time | undefined} time */
export function lenexTime(time) {
  if (typeof time === 'string') return time;
  if (time === undefined) return undefined;
  const h = Math.floor(time / 360000);
  const m = Math.floor(time / 6000) % 60;
  const s = Math.floor(time / 100) % 60;
  /** @param {number} n */
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(time % 100)}`;
}

/** @param {Splits | undefined} splits */
export const splitsXml = (splits) =>
  splits && Object.keys(splits).length
    ? `<SPLITS>${Object.entries(splits)
        .map(([distance, t]) => `<SPLIT${attrs({ distance, swimtime: lenexTime(t) })}/>`)
        .join('')}</SPLITS>`
    : '';
