import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signOutWarning } from '../../../app/layout/use-sign-out';
import { countUserDrafts, loadDrafts, removeUserDrafts, saveDrafts } from '../../../lib/draft-store';
import { reportRow } from '../model/report-row.test-support';
import { restoreDrafts, useReportDrafts } from './use-report-drafts';

const row = reportRow;
const typed = {
  hours: null,
  creditHours: null,
  studies: 3,
  participatedInMinistry: true,
  observations: 'x',
  status: 'Open' as const,
};

describe('restoreDrafts', () => {
  it('brings back drafts of the version on screen, holds those of an older version as conflicts, drops the rest', () => {
    const rows = new Map([row(1), row(2, { version: 4 }), row(3)].map((r) => [r.id, r]));
    const { edits, conflicts } = restoreDrafts(
      [
        { reportId: 1, version: 1, draft: typed },
        { reportId: 2, version: 3, draft: typed },
        { reportId: 3, version: 1, draft: { ...typed, studies: 0, participatedInMinistry: null, observations: '' } },
        { reportId: 9, version: 1, draft: typed },
      ],
      rows,
    );
    expect([...edits.keys()]).toEqual([1]);
    expect(edits.get(1)?.draft).toEqual(typed);
    expect([...conflicts.keys()]).toEqual([2]);
  });
});

describe('drafts kept in the browser', () => {
  it('are written as they are typed and come back, marked, on the next opening', async () => {
    const rows = [row(1), row(2)];
    const owner = { userId: 5, activityId: 7 };
    const first = renderHook(() => useReportDrafts(rows, owner));
    await waitFor(() => expect(first.result.current.restoredCount).toBe(0));
    act(() => first.result.current.update(1, { studies: 4 }));
    await waitFor(async () => expect(await loadDrafts(5, 7)).toHaveLength(1));
    first.unmount();

    const again = renderHook(() => useReportDrafts(rows, owner));
    await waitFor(() => expect(again.result.current.restoredCount).toBe(1));
    expect(again.result.current.edits.get(1)?.draft.studies).toBe(4);
    expect(await countUserDrafts(5)).toEqual({ reports: 1, attendance: 0 });

    act(() => again.result.current.discardAll());
    await waitFor(async () => expect(await loadDrafts(5, 7)).toEqual([]));
  });

  it('a conflict resolved as "mine" becomes an edit of the report as it is now', async () => {
    await saveDrafts(6, 7, [{ reportId: 1, version: 1, draft: typed }]);
    const rows = [row(1, { version: 2, studies: 1 })];
    const { result } = renderHook(() => useReportDrafts(rows, { userId: 6, activityId: 7 }));
    await waitFor(() => expect(result.current.conflicts.size).toBe(1));
    expect(result.current.edits.size).toBe(0);
    act(() => result.current.resolveConflict(1, 'mine'));
    expect(result.current.conflicts.size).toBe(0);
    expect(result.current.edits.get(1)).toMatchObject({ base: { version: 2 }, draft: typed });
  });

  it("are removed for one user only (an explicit 'Sair')", async () => {
    await saveDrafts(8, 1, [{ reportId: 1, version: 1, draft: typed }]);
    await saveDrafts(9, 1, [{ reportId: 1, version: 1, draft: typed }]);
    await removeUserDrafts(8);
    expect(await countUserDrafts(8)).toEqual({ reports: 0, attendance: 0 });
    expect(await countUserDrafts(9)).toEqual({ reports: 1, attendance: 0 });
  });

  it("counts report drafts and attendance rows apart, and 'Sair' names each", async () => {
    await saveDrafts(10, 7, [{ reportId: 1 }, { reportId: 2 }]);
    await saveDrafts(10, 'assistencia-2026', [{ date: '2026-10-01' }]);
    const counts = await countUserDrafts(10);
    expect(counts).toEqual({ reports: 2, attendance: 1 });
    expect(signOutWarning(counts)).toMatch(/^Tem 2 relatórios e 1 registo de assistência com alterações não guardadas/);
    expect(signOutWarning({ reports: 0, attendance: 3 })).toMatch(/^Tem 3 registos de assistência com alterações/);
  });
});
