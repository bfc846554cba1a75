import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code (and the dialog library's) loads when it first opens, not with the screen: `children` is
 * its lazy panel, rendered from the first opening on. A closed dialog renders nothing, so nothing changes until
 * then (bench: Lighthouse, the bytes before a screen's first paint). Once opened it stays mounted, so it closes
 * with its transition as before.
 */
export function LoadedWhenOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
