import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_STEPS, nextStepSize, STEP_BUDGET_MS, useProgressiveList } from './use-progressive-list';

function List({ items }: { items: number[] }) {
  const shown = useProgressiveList(items);
  return (
    <ul>
      {shown.map((n) => (
        <li key={n}>item {n}</li>
      ))}
    </ul>
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('nextStepSize', () => {
  it('sizes the next step to the budget at the last step’s cost per item', () => {
    // 4 items took twice the budget: 2 fit
    expect(nextStepSize(4, STEP_BUDGET_MS * 2)).toBe(2);
    // 4 items took a fifth of it: 20 would fit, but a step at most doubles
    expect(nextStepSize(4, STEP_BUDGET_MS / 5)).toBe(8);
  });

  it('never goes below one item, nor below the floor', () => {
    expect(nextStepSize(1, STEP_BUDGET_MS * 50)).toBe(1);
    expect(nextStepSize(4, STEP_BUDGET_MS * 50, 5)).toBe(5);
  });
});

describe('useProgressiveList', () => {
  afterEach(cleanup);

  it('shows the first 6 at once, then the rest in steps, in order, until all are shown', async () => {
    render(<List items={range(40)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    const seen = new Set<number>();
    for (let i = 0; i < 40 && screen.getAllByRole('listitem').length < 40; i++) {
      await flush();
      seen.add(screen.getAllByRole('listitem').length);
    }
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(40);
    expect(items.map((li) => li.textContent)).toEqual(range(40).map((n) => `item ${n}`));
    // it took steps (not everything in one)
    expect(seen.size).toBeGreaterThan(1);
  });

  it('takes steps of at least 1/MAX_STEPS of the list, however long a step takes', async () => {
    const length = MAX_STEPS * 5;
    render(<List items={range(length)} />);
    let shown = screen.getAllByRole('listitem').length;
    for (let i = 0; i < 5; i++) {
      await flush();
      const now = screen.getAllByRole('listitem').length;
      expect(now - shown).toBeGreaterThanOrEqual(5);
      shown = now;
    }
  });

  it('shows a short list whole', () => {
    render(<List items={range(4)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
