import { useContext, useDeferredValue, type ReactNode } from 'react';
import { AfterTap } from '../lib/after-tap.js';

type Props = {
  children: ReactNode;
  /** What holds its place meanwhile: in a list, an <li> (a <div> may not go there). */
  placeholder?: ReactNode;
};

const screenTallBox = <div className="below-the-fold" />;

/**
 * The part of a page below its first screen. On a page drawn after a tap it is drawn a moment
 * after the rest (React's deferred rendering: after the first frame, and put off by any tap), so
 * a slow phone shows the next page's first screen sooner. Meanwhile a screen-tall box holds its
 * place, so the footer does not flash up. In the build's HTML it is there with the rest.
 */
export function BelowTheFold({ children, placeholder = screenTallBox }: Props) {
  const afterTap = useContext(AfterTap);
  const drawn = useDeferredValue(true, afterTap ? false : undefined);
  return drawn ? children : placeholder;
}
