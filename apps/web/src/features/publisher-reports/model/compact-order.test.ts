import { describe, expect, it } from 'vitest';
import { compactException, compactOrder } from './compact-order';
import { reportRow } from './report-row.test-support';

const CHANGED = '2026-12-02T10:00:00.000Z';

// by name as review-groups.ts gives them; the expected order below is worked out by hand
const rows = [
  reportRow(1, { name: 'Ana', participatedInMinistry: true, studies: 1 }),
  reportRow(2, { name: 'Bruno', participatedInMinistry: true, regularPioneer: true, hours: 50 }),
  reportRow(3, { name: 'Carla', participatedInMinistry: null }),
  reportRow(4, { name: 'Duarte', participatedInMinistry: false, observations: 'Esteve doente' }),
  reportRow(5, { name: 'Eva', participatedInMinistry: true }),
  reportRow(6, { name: 'Filipe', participatedInMinistry: null, observations: 'Ligar-lhe', auxiliaryPioneer: true }),
  reportRow(7, { name: 'Gil', participatedInMinistry: true, auxiliaryPioneer: true, hours: 30, observations: ' ' }),
  reportRow(8, { name: 'Helena', participatedInMinistry: true, specialPioneer: true, observations: 'Mudou' }),
  reportRow(9, { name: 'Inês', participatedInMinistry: true, observations: 'Lida', changedAfterSendingAt: CHANGED }),
];

describe('compactOrder: the exceptions first (unanswered, changed after sending, notes, pioneers’ hours), then by name', () => {
  it('puts each report where its most urgent exception ranks it', () => {
    // unanswered: Carla, Filipe; changed after sending: Inês (before her notes); notes: Duarte, Helena;
    // pioneers' hours: Bruno, Gil (blank notes are none); the rest: Ana, Eva
    expect(compactOrder(rows).map((r) => r.name)).toEqual([
      'Carla',
      'Filipe',
      'Inês',
      'Duarte',
      'Helena',
      'Bruno',
      'Gil',
      'Ana',
      'Eva',
    ]);
  });

  it('names the exception of each report', () => {
    expect(rows.map(compactException)).toEqual([
      null,
      'pioneerHours',
      'unanswered',
      'notes',
      null,
      'unanswered',
      'pioneerHours',
      'notes',
      'changedAfterSending',
    ]);
  });

  it('keeps the given order when there is no exception, and does not change its input', () => {
    const plain = [rows[4]!, rows[0]!];
    expect(compactOrder(plain).map((r) => r.name)).toEqual(['Eva', 'Ana']);
    expect(plain.map((r) => r.name)).toEqual(['Eva', 'Ana']);
  });
});
