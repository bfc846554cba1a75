import { startTransition, useEffect, useState } from 'react';

/**
 * A long list rendered in steps: the first `first` items at once, then `step` more each frame (in a transition),
 * so 500 cards never make one long task on the main thread (bench: Lighthouse total blocking time).
 */
export function useProgressiveList<T>(items: readonly T[], first = 6, step = 12): readonly T[] {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= items.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount(count + step)));
    return () => cancelAnimationFrame(frame);
  }, [count, items.length, step]);
  return count >= items.length ? items : items.slice(0, count);
}
