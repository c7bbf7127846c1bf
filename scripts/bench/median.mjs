// The bench's judge of noisy figures: the middle one of several runs.

/** The middle value (of an even count, the upper one). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
