// How a message quotes a value: its own module, so the galas' strictly checked code can use it.

/** A value as a message quotes it: a long paste cut short ("Swim Swim Swim…"). */
export function excerpt(/** @type {string} */ text, most = 60) {
  if (text.length <= most) return text;
  const cut = text.slice(0, most - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}
