import { startTransition, useEffect, useState } from 'react';

/**
 * A long list rendered as the reader scrolls towards it: the first `first` items at once, then `step` more whenever
 * the element given to `sentinelRef` (placed after the list) comes within one screen height of the viewport. Ten
 * service years of closed months are not laid out and painted on a phone before anyone scrolls (bench: Lighthouse
 * total blocking time). Without IntersectionObserver every item is shown.
 */
export function useScrollRenderedList<T>(items: readonly T[], first = 6, step = 12) {
  const [count, setCount] = useState(first);
  const [sentinel, sentinelRef] = useState<Element | null>(null);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const hasMore = canObserve && count < items.length;

  useEffect(() => {
    if (!sentinel || !hasMore) return;
    // a new observer after each step reports at once whether the sentinel is still near: the list fills the screen
    // (and one more) in steps, one task each
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setCount(count + step));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, count, step]);

  return { shown: hasMore ? items.slice(0, count) : items, hasMore, sentinelRef };
}
