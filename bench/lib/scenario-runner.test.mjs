import { describe, expect, it } from 'vitest';
import { errorRow, isNoisy, runScenarios } from './scenario-runner.mjs';

describe('bench scenario runner', () => {
  it('records a scenario that throws as a failed row with its error, and runs the rest', async () => {
    const ran = [];
    const rows = await runScenarios(
      [
        [
          'first',
          async () => {
            ran.push('first');
            return [{ scenario: 'a', figure: '1', target: '< 2', pass: true }];
          },
        ],
        [
          'lighthouse',
          async () => {
            throw new Error('Chromium not found at /usr/bin/chromium');
          },
        ],
        [
          'last',
          async () => {
            ran.push('last');
            return [{ scenario: 'c', figure: '3', target: '< 2', pass: false }];
          },
        ],
      ],
      {},
    );
    expect(ran).toEqual(['first', 'last']);
    expect(rows.map((r) => [r.scenario, r.pass])).toEqual([
      ['a', true],
      ['lighthouse', false],
      ['c', false],
    ]);
    expect(rows[1].figure).toBe('error: Chromium not found at /usr/bin/chromium');
    expect(rows[1].error).toContain('Chromium not found');
  });

  it('a throwing hook before a scenario fails that scenario only', async () => {
    const rows = await runScenarios(
      [['restart', async () => []]],
      {},
      {
        before: () => {
          throw new Error('no /proc');
        },
      },
    );
    expect(rows).toEqual([expect.objectContaining({ scenario: 'restart', pass: false })]);
  });

  it('marks a run noisy when the load exceeded the cores, before or after', () => {
    expect(isNoisy([1.5, 1, 1], [1.9, 1, 1], 2)).toBe(false);
    expect(isNoisy([2.5, 1, 1], [1, 1, 1], 2)).toBe(true);
    expect(isNoisy([0.1, 1, 1], [3.2, 1, 1], 2)).toBe(true);
    expect(errorRow('setup', 'boom')).toMatchObject({ scenario: 'setup', figure: 'error: boom', pass: false });
  });
});
