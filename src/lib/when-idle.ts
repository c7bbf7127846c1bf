/** Runs `work` when the phone has a moment to spare, or after 3 s at the latest. Safari has no
 * requestIdleCallback: a short wait does nearly as well there. */
export const whenIdle = (work: () => void) =>
  'requestIdleCallback' in globalThis
    ? requestIdleCallback(work, { timeout: 3000 })
    : setTimeout(work, 200);
