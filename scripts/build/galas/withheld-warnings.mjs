// What the build says of withheld: an entry that matched no one (its line, nothing else: a
// family may ask before their child's first gala), and an entry that withheld swimmers not
// spelt as it is, named only as names: would show them, so a namesake hidden by mistake can be
// told apart with a birth year or registration number.
/** @import { NameRules } from './names.mjs' */

/** @param {NameRules} rules @param {(i: number) => { file: string, line: number }} at */
export function withheldWarnings(rules, at) {
  const unmatched = rules.unmatched().map((i) => ({
    ...at(i),
    field: 'withheld',
    message:
      'this entry matches no swimmer in the galas or records.yaml yet; ' +
      'it is kept for when one does',
  }));
  const close = [...rules.closeMatches()].map(([i, names]) => ({
    ...at(i),
    field: 'withheld',
    message:
      `this entry also withholds ${names.map((n) => `"${n}"`).join(', ')}, spelt differently ` +
      "in the files. If that is someone else, tell the entry's swimmer apart: under it, add " +
      'born: and their birth year, or registration: and their number in the meet files',
  }));
  return [...unmatched, ...close];
}
