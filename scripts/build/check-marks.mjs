// Words a starter wrote that may not be true of the club (a promise, a claim): each has a line
// `# check: what it says` above it in the content file, and every build warns of it, naming the
// line, until the club deletes that comment (the words are true) or rewords them.

/** The marked lines of a YAML file's text: [{ line, message }], the line being the words'. */
export function checkMarks(text) {
  const lines = text.split(/\r?\n/);
  const marks = [];
  lines.forEach((line, i) => {
    const note = /^\s*#\s*check:\s*(.+)$/i.exec(line)?.[1]?.trim();
    if (!note) return;
    let at = i + 1;
    while (at < lines.length && /^\s*(#.*)?$/.test(lines[at])) at++;
    const message = `the starter's words here ${note}: if that is true of your club, delete the "# check:" line above them; if not, reword them or delete them`;
    marks.push({ line: Math.min(at, lines.length - 1) + 1, message });
  });
  return marks;
}
