import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportRow } from '../model/report-row.test-support';
import { toChangedReport, useReportDrafts } from './use-report-drafts';

const row = reportRow;

describe('useReportDrafts', () => {
  it('keeps an edit only while it differs from the loaded copy, and leaves other reports untouched', () => {
    const rows = [row(1), row(2)];
    const { result } = renderHook(() => useReportDrafts(rows));
    act(() => result.current.update(1, { studies: 2 }));
    expect(result.current.edits.get(1)?.draft.studies).toBe(2);
    expect(result.current.edits.has(2)).toBe(false);
    act(() => result.current.update(1, { studies: 0 }));
    expect(result.current.edits.size).toBe(0);
  });

  it('sends hours only for pioneers and an emptied studies counter empty (not given), with the version read', () => {
    const rows = [row(1, { version: 4 }), row(2, { regularPioneer: true, hours: 0 })];
    const { result } = renderHook(() => useReportDrafts(rows));
    act(() => {
      result.current.update(1, { studies: null, hours: 5, participatedInMinistry: true });
      result.current.update(2, { hours: 30 });
    });
    const payload = [...result.current.edits.values()].map(toChangedReport);
    expect(payload).toEqual([
      { id: 1, version: 4, hours: null, studies: null, participatedInMinistry: true, observations: '', status: 'Open' },
      {
        id: 2,
        version: 1,
        hours: 30,
        creditHours: null,
        studies: 0,
        participatedInMinistry: null,
        observations: '',
        status: 'Open',
      },
    ]);
  });

  it('after a save drops the saved edits but keeps one typed again meanwhile, on the new version', () => {
    const rows = [row(1), row(2)];
    const { result } = renderHook(() => useReportDrafts(rows));
    act(() => {
      result.current.update(1, { studies: 1 });
      result.current.update(2, { studies: 1 });
    });
    const sent = new Map([...result.current.edits].map(([id, e]) => [id, e.draft]));
    act(() => result.current.update(2, { studies: 3 }));
    act(() =>
      result.current.applySaved(
        [
          { ...row(1), studies: 1, version: 2 },
          { ...row(2), studies: 1, version: 2 },
        ],
        sent,
      ),
    );
    expect(result.current.edits.has(1)).toBe(false);
    expect(result.current.edits.get(2)).toMatchObject({ base: { version: 2, studies: 1 }, draft: { studies: 3 } });
  });

  it('on reload drops the stale edits and moves the others onto fresh versions with server fields', () => {
    const rows = [row(1), row(2)];
    const { result } = renderHook(() => useReportDrafts(rows));
    act(() => {
      result.current.update(1, { observations: 'mine' });
      result.current.update(2, { studies: 4, status: 'Sent' });
    });
    act(() => result.current.rebase([row(1, { version: 2 }), row(2, { version: 2, status: 'Open' })], [1], ['status']));
    expect(result.current.edits.has(1)).toBe(false);
    expect(result.current.edits.get(2)).toMatchObject({ base: { version: 2 }, draft: { studies: 4, status: 'Open' } });
  });
});
