import { Suspense, use, type ComponentType } from 'react';

type Props<P> = { part: Promise<ComponentType<P>>; props: P };

function Part<P extends object>({ part, props }: Props<P>) {
  const Loaded = use(part);
  return <Loaded {...props} />;
}

/**
 * A part of a page whose code comes later (lib/later.ts). While hydrating, React leaves the
 * build's HTML of a part whose code has not arrived as it is, and wakes it up when it does.
 */
export function LaterPart<P extends object>({ part, props }: Props<P>) {
  return (
    <Suspense fallback={null}>
      <Part part={part} props={props} />
    </Suspense>
  );
}
