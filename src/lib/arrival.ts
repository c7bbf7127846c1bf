// What a full page load would have done, after moving to another page in the browser: the
// window shows the part the address names (/events#news) or, coming Back, the place the visitor
// left, and screen readers start where the eye does. SiteLayout scrolls at once; this follows a
// moment later (its own module, so the first load stays small), and waits for a page's lower
// part, drawn a moment after its first screen, as a browser does for a page still loading.

/** What the site keeps in a history entry (`history.state`): where the window was. */
export type HistoryState = { scrollY?: number } | null;

/** Keeps the window's scroll position in the current history entry, for Back. */
export function rememberScroll(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    const at = window.location.href;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Not if the visitor has moved on meanwhile: that entry is another page's.
      if (window.location.href !== at) return;
      const state: HistoryState = { ...(window.history.state as object), scrollY: window.scrollY };
      window.history.replaceState(state, '');
    }, 100);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll(); // the scroll this code came with (App loads it then)
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
}

/**
 * Gives the page that has just arrived in `main` its focus and place; returns a function that stops
 * waiting.
 */
export function arrive(main: HTMLElement, hash: string, savedY: number | undefined): () => void {
  const id = decodeURIComponent(hash.slice(1));
  let focused: HTMLElement | null = null;
  const settle = () => {
    const target = id ? document.getElementById(id) : null;
    // Screen readers start where the eye does: the part named, else (until it comes) the heading.
    const start = target ?? main.querySelector('h1');
    if (start && start !== focused) {
      focused = start;
      start.setAttribute('tabindex', '-1');
      start.focus({ preventScroll: true });
    }
    if (target) target.scrollIntoView();
    else if (savedY !== undefined) window.scrollTo(0, savedY);
    // Done once the part is shown, or (no part named) once the window is where the visitor left
    // it: a page's lower part, drawn a moment after its first screen, may be needed for that.
    return (
      target !== null ||
      (!id && focused !== null && (savedY === undefined || Math.abs(window.scrollY - savedY) < 1))
    );
  };
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => settle() && stop());
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
  observer.observe(main, { childList: true, subtree: true });
  const giveUp = setTimeout(stop, 3000); // a part that never comes: the visitor is reading by now
  return stop;
}
