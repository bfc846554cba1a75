import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code (and the dialog library's) loads when it first opens, not with the screen: a closed
 * dialog renders nothing, so nothing changes until then (bench: Lighthouse, the bytes before a screen's first
 * paint). Once opened it stays mounted, so it closes with its transition as before.
 */
export function loadedWhenOpened<P extends { isOpen: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return function LoadedWhenOpened(props: P) {
    const [wasOpened, setWasOpened] = useState(props.isOpen);
    if (props.isOpen && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
