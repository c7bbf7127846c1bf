// Where the Training page, a squad's place on it and its calendar are: read by the pages that
// link them and by the build step that writes the calendars (scripts/build/training-calendar.mjs).
// Kept apart from training.ts so pages that only link a squad load a few bytes.

/** A squad's name in addresses: "Junior Bronze" → "junior-bronze". */
export const squadSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The Training page, and a squad's place on it. */
export const trainingPath = '/training';
export const squadAnchor = (name: string): string => `squad-${squadSlug(name)}`;

/** A squad's calendar of sessions, relative to the site root. */
export const trainingCalendarFile = (name: string): string => `training/${squadSlug(name)}.ics`;
