/** Scripts a built page may fetch once it runs, beyond its first load (App asks for them): where
 * the visitor was on each page, for Back (lib/arrival.ts, with the first scroll). */
export const fetchedOnceRunning = ['/lib/arrival.js'];
