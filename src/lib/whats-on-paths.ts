// Where the calendar files, the feed and the posts are, relative to the site root: read by the
// pages that link them and by the build steps that write them (scripts/build/).

/** The whole club calendar, to subscribe to. */
export const clubCalendarFile = 'calendar.ics';

/** One event, for "Add to calendar". */
export const calendarFileFor = (eventId: string): string => `calendar/${eventId}.ics`;

/** The Atom feed of news posts. */
export const newsFeedFile = 'feed.xml';

/** A news post's address. */
export const newsPostPath = (slug: string): string => `/news/${slug}`;
