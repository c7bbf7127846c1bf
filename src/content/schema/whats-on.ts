// content/whats-on.yaml: the Events / News page's words, also used wherever events, news and
// notices show (the home page, a news post's page, the notice board).
import { z } from 'zod';
import { pageFields, text } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/events', file: 'EventsPage' };
/** Never left out: its words show on every page (notices) and the home page. */
export const required = true;

export const whatsOnSchema = z.strictObject({
  ...pageFields,
  upcoming: text,
  noUpcoming: text,
  past: text,
  news: text,
  /** Said where the news would be listed when there are no posts. */
  noNews: text,
  homeEvents: text,
  homeNews: text,
  allEvents: text,
  allDay: text,
  for: text,
  everyone: text,
  entryDeadline: text,
  moreInfo: text,
  /** Screen readers hear the event's name after it: "Add to calendar: Winter Gala". */
  addToCalendar: text,
  backToNews: text,
  notices: text,
  calendar: z.strictObject({
    heading: text,
    intro: text,
    subscribe: text,
    link: text,
    iphone: text,
    google: text,
  }),
});
export type WhatsOn = z.output<typeof whatsOnSchema>;
