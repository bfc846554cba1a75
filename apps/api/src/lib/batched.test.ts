import { describe, expect, it } from 'vitest';
import { batched, fulfilled, rejected } from './batched';

/** A batched doubler that records each run's inputs; `gate` holds a run open until released. */
function recordingDoubler(options: Parameters<typeof batched>[1] = {}) {
  const runs: number[][] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const call = batched(async (inputs: number[]) => {
    runs.push(inputs);
    if (gate) await gate;
    return inputs.map((n) => (n < 0 ? rejected(new Error(`negative ${n}`)) : fulfilled(n * 2)));
  }, options);
  const hold = () => {
    gate = new Promise((resolve) => {
      release = () => {
        gate = null;
        resolve();
      };
    });
  };
  return { call, runs, hold, release: () => release() };
}

describe('batched', () => {
  it('answers the calls of one turn in one run, each with its own outcome', async () => {
    const d = recordingDoubler();
    const outcomes = await Promise.allSettled([d.call(1), d.call(-2), d.call(3)]);
    expect(d.runs).toEqual([[1, -2, 3]]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('negative -2') },
      { status: 'fulfilled', value: 6 },
    ]);
  });

  it('makes calls that arrive during a run wait for the next run, which starts when it ends', async () => {
    const d = recordingDoubler();
    d.hold();
    const first = d.call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [d.call(2), d.call(3)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(d.runs).toEqual([[1]]);
    d.release();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(d.runs).toEqual([[1], [2, 3]]);
  });

  it('never puts two inputs of one key, or more than maxSize inputs, in one run', async () => {
    const d = recordingDoubler({ keyOf: (n) => (n as number) % 10, maxSize: 3 });
    expect(await Promise.all([1, 11, 2, 3, 4, 21].map(d.call))).toEqual([2, 22, 4, 6, 8, 42]);
    expect(d.runs).toEqual([[1, 2, 3], [11, 4], [21]]);
  });

  it('fails only the batch whose run throws; the next batch runs', async () => {
    let runs = 0;
    const call = batched(async (inputs: string[]) => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
      return inputs.map((s) => fulfilled(s.toUpperCase()));
    });
    const failed = await Promise.allSettled([call('a'), call('b')]);
    expect(failed.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await call('c')).toBe('C');
  });
});
