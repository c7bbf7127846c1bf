/** A file that cannot be read as a gala: what is wrong, in the volunteer's words, and the line
 * (and column: one writer puts a whole meet on one line) when the XML says where. */
export class GalaFileProblem extends Error {
  /** @param {string} message @param {number} line */
  constructor(message, line = 1) {
    super(message);
    this.line = line;
  }
}
