// Parts that wait for the phone to be idle take turns: one part per idle moment, so the work
// each does when its turn comes (a long page's table laid out) never adds up to a long task.
import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.js';

const waiting: (() => void)[] = [];

function nextTurn() {
  whenIdle(() => {
    waiting.shift()?.();
    if (waiting.length) nextTurn();
  });
}

/** False until this part's turn at an idle moment, after the page is running; then true. False in
 * the build's HTML and while React wakes it up. */
export function useIdleTurn(): boolean {
  const [come, setCome] = useState(false);
  useEffect(() => {
    let mounted = true;
    waiting.push(() => mounted && setCome(true));
    if (waiting.length === 1) nextTurn();
    return () => void (mounted = false);
  }, []);
  return come;
}
