import { Suspense, use, useEffect, type ComponentType } from 'react';
import type { Part } from '../lib/later.js';

type Props<P> = { part: Part<ComponentType<P>>; props: P };

function Loaded<P extends object>({ part, props }: Props<P>) {
  const Component = use(part);
  return <Component {...props} />;
}

/**
 * A part of a page whose code comes later (lib/later.ts). While hydrating, React leaves the
 * build's HTML of a part whose code has not arrived as it is, and wakes it up when it does.
 */
export function LaterPart<P extends object>({ part, props }: Props<P>) {
  // The page around it has woken up: now the part's code may come.
  useEffect(() => {
    part.wake();
  }, [part]);
  return (
    <Suspense fallback={null}>
      <Loaded part={part} props={props} />
    </Suspense>
  );
}
