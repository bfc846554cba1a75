import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Main-thread time one step may take: React's render and commit of the new items plus the browser's style and
 * layout of the page. Under it a step never blocks input noticeably, and a CPU several times slower (Lighthouse
 * multiplies by 4 what it observes) still stays under the 50 ms of a long task.
 */
export const STEP_BUDGET_MS = 5;
/** However slow the machine, the whole list is shown in at most this many steps. */
export const MAX_STEPS = 120;
/** the first step after the first render, before anything was measured */
const FIRST_STEP = 4;

/**
 * The next step's size: what fits in the budget at the last step's cost per item, growing at most twofold, and at
 * least `floor` items.
 */
export function nextStepSize(size: number, elapsedMs: number, floor = 1): number {
  const fitting = Math.floor((size * STEP_BUDGET_MS) / Math.max(elapsedMs, 0.1));
  return Math.max(floor, 1, Math.min(fitting, size * 2));
}

/**
 * A long list rendered in steps: the first `first` items at once, then one step after another (each a task and a
 * transition), each sized by what the last one cost, so 500 cards never make one long task on the main thread, on a
 * fast computer or a slow phone alike.
 */
export function useProgressiveList<T>(items: readonly T[], first = 6): readonly T[] {
  const [count, setCount] = useState(first);
  const step = useRef({ size: FIRST_STEP, startedAt: 0 });
  const floor = Math.ceil(items.length / MAX_STEPS);

  // after every commit, so also after the one that showed the step being measured
  useLayoutEffect(() => {
    const current = step.current;
    if (current.startedAt === 0) return;
    // the new items' style and layout now, inside the measurement (the frame would do it anyway)
    void document.body.offsetHeight;
    current.size = nextStepSize(current.size, performance.now() - current.startedAt, floor);
    current.startedAt = 0;
  });

  useEffect(() => {
    if (count >= items.length) return;
    // a task of its own: input and painting come between steps, and a fast machine takes several steps a frame
    const timer = setTimeout(() => {
      const current = step.current;
      current.size = Math.max(current.size, floor);
      current.startedAt = performance.now();
      startTransition(() => setCount(count + current.size));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, items.length, floor]);

  return count >= items.length ? items : items.slice(0, count);
}
