import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedWhenOpened } from './loaded-when-opened';

function Panel({ isOpen, title }: { isOpen: boolean; title: string }) {
  return <p>{isOpen ? `open ${title}` : `closed ${title}`}</p>;
}

describe('loadedWhenOpened', () => {
  afterEach(cleanup);

  it('loads and renders the panel only from its first opening on, and keeps it mounted after closing', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const Dialog = loadedWhenOpened(load);
    const { container, rerender } = render(<Dialog isOpen={false} title="a" />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();

    rerender(<Dialog isOpen title="a" />);
    expect(await screen.findByText('open a')).toBeTruthy();
    rerender(<Dialog isOpen={false} title="a" />);
    expect(screen.getByText('closed a')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
