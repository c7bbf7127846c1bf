// content/offline.yaml: what the site says with no connection (the offline worker, src/sw/).
import { z } from 'zod';
import { text } from './fields.js';

export const offlineSchema = z.strictObject({
  /**
   * Above a page shown from the phone's saved copy; "{saved}" is filled in with when it was saved.
   */
  savedCopy: text.refine((words) => words.includes('{saved}'), {
    error:
      'should say when the copy was saved: write {saved} where the day and time go, like ' +
      '"saved on {saved}"',
  }),
  /**
   * offline.html: the page for an address the phone never saved (the menu's saved pages follow
   * `message`).
   */
  page: z.strictObject({ title: text, message: text, savedPages: text, retry: text }),
});
export type Offline = z.output<typeof offlineSchema>;
