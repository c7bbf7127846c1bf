import { memo, Suspense, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Part } from '../lib/later.js';
import { useDrawnLater } from '../lib/use-mounted.js';

/** `inList`: the part draws items of a list, so its place is held by one. */
type Props<P> = { part: Part<ComponentType<P>>; props: P; inList?: boolean };

function Loaded<P extends object>({ part, props }: Props<P>) {
  const Component = use(part);
  return <Component {...props} />;
}

const sameProps = <P extends object>(a: P, b: P) =>
  Object.keys({ ...a, ...b }).every((key) => Object.is(a[key as keyof P], b[key as keyof P]));

/**
 * A part of a page whose code comes later (lib/later.ts). While hydrating, React leaves the
 * build's HTML of a part whose code has not arrived as it is, and wakes it up when it does.
 * Memoised: when the page around a part that is not awake yet draws itself again (by the
 * visitor's clock, say) with the same props, React must leave the part alone; were the part to
 * receive an update, React would throw its HTML away and show nothing until its code came.
 * A part can wait, so after a tap it is drawn after the page's first screen, as BelowTheFold is.
 */
export const LaterPart = memo(
  function LaterPart<P extends object>({ part, props, inList }: Props<P>) {
    // The page around it has woken up: now the part's code may come.
    useEffect(() => {
      part.wake();
    }, [part]);
    // The same element each time the part draws itself again (as it does once React has woken
    // the page up: useDrawnLater), which React leaves alone, as above.
    const loaded = useMemo(
      () => (
        <Suspense fallback={null}>
          <Loaded part={part} props={props} />
        </Suspense>
      ),
      [part, props],
    );
    const Placeholder = inList ? 'li' : 'div';
    return useDrawnLater() ? loaded : <Placeholder className="below-the-fold" />;
  },
  (before, after) => before.part === after.part && sameProps(before.props, after.props),
) as <P extends object>(props: Props<P>) => ReactNode;
