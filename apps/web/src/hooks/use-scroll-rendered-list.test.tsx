import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRenderedList } from './use-scroll-rendered-list';

/** An IntersectionObserver whose targets intersect when the test says so (jsdom has none). */
class FakeObserver {
  static near = false;
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.live.add(this);
    // a new observer reports the target's state at once, as browsers do
    queueMicrotask(() => this.report());
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  report() {
    if (FakeObserver.live.has(this))
      this.callback([{ isIntersecting: FakeObserver.near } as IntersectionObserverEntry], this as never);
  }
}

function List({ items }: { items: number[] }) {
  const { shown, hasMore, sentinelRef } = useScrollRenderedList(items);
  return (
    <>
      <ul>
        {shown.map((n) => (
          <li key={n}>item {n}</li>
        ))}
      </ul>
      {hasMore ? <div ref={sentinelRef} data-testid="sentinel" /> : null}
    </>
  );
}

const items = Array.from({ length: 40 }, (_, i) => i);
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useScrollRenderedList', () => {
  beforeEach(() => {
    FakeObserver.near = false;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the first 6, then 12 more each time the end comes near, until all are shown', async () => {
    render(<List items={items} />);
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    FakeObserver.near = true;
    for (const observer of [...FakeObserver.live]) act(() => observer.report());
    await flush();
    // still near after each step: it keeps going, one step per observer report, to the end
    for (let i = 0; i < 5; i++) await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(screen.queryByTestId('sentinel')).toBeNull();
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('item 39');
  });

  it('stops growing while the end is far from the viewport', async () => {
    render(<List items={items} />);
    await flush();
    FakeObserver.near = true;
    for (const observer of [...FakeObserver.live]) act(() => observer.report());
    FakeObserver.near = false;
    await flush();
    // one step of 12, then the end was reported far: no more
    expect(screen.getAllByRole('listitem')).toHaveLength(18);
    for (let i = 0; i < 5; i++) await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(18);
  });

  it('shows everything where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });
});
