import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadedWhenOpened } from './loaded-when-opened';

function Panel({ isOpen }: { isOpen: boolean }) {
  return <p>{isOpen ? 'open' : 'closed'}</p>;
}

describe('LoadedWhenOpened', () => {
  afterEach(cleanup);

  it('loads and renders the panel only from its first opening on, and keeps it mounted after closing', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    const LazyPanel = lazy(load);
    const dialog = (isOpen: boolean) => (
      <LoadedWhenOpened isOpen={isOpen}>
        <LazyPanel isOpen={isOpen} />
      </LoadedWhenOpened>
    );
    const { container, rerender } = render(dialog(false));
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();

    rerender(dialog(true));
    expect(await screen.findByText('open')).toBeTruthy();
    rerender(dialog(false));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
