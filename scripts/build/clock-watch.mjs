// Whether a page's render read the clock or the network: such a render differs from one build
// to the next though nothing it was made from did, so it is never kept (page-cache.mjs). A page
// reads the build's moment instead (src/lib/build-info.ts), which its kept render's key holds.

/** `draw()`, watched: `Date.now()`, `new Date()` or `Date()` without a date, and `fetch`.
 * @template T @param {() => Promise<T>} draw @returns {Promise<{ made: T, read: boolean }>} */
export async function watchClock(draw) {
  const { Date: RealDate, fetch: realFetch } = globalThis;
  let read = false;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => (
      (read ||= args.length === 0),
      Reflect.construct(target, args, newTarget)
    ),
    apply: (target, self, args) => ((read = true), Reflect.apply(target, self, args)),
    get: (target, key) =>
      key === 'now' ? () => ((read = true), target.now()) : Reflect.get(target, key),
  });
  globalThis.fetch = (input, init) => ((read = true), realFetch(input, init));
  try {
    return { made: await draw(), read };
  } finally {
    globalThis.Date = RealDate;
    globalThis.fetch = realFetch;
  }
}
