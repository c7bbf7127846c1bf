/** Scripts every built page fetches once it runs, beyond its first load (App starts them): where
 * the visitor was on each page, for Back (lib/arrival.ts). Fetched when saving data too. */
export const fetchedOnceRunning = ['/lib/arrival.js'];
