import type { ChangedReport, PublisherReport, ReportRow } from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { canReportCredit } from '@congregacao/shared/pioneer-year';
import { canReportHours, isReportChanged, type ReportEditableField } from '@congregacao/shared/report-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type DraftScope, loadDrafts, saveDrafts } from '../../../lib/draft-store';

/** The editable values of a report as the user sees them; a counter emptied by a text edit is null. */
export interface ReportDraft {
  hours: number | null;
  /** credit hours (regular and special pioneers, ADR 040) */
  creditHours: number | null;
  studies: number | null;
  participatedInMinistry: boolean | null;
  observations: string;
  status: ReportStatus;
}

/** One unsaved report as typed, with the version of the report it was typed over (kept in lib/draft-store). */
export interface StoredDraft {
  reportId: number;
  version: number;
  draft: ReportDraft;
}

/** An unsaved edit: the values typed and the loaded copy (with its version) they were typed over. */
export interface ReportEdit {
  base: ReportRow;
  draft: ReportDraft;
}

export type ReportPatch = Partial<ReportDraft>;
export type ReportEdits = ReadonlyMap<number, ReportEdit>;

export function draftOf(row: ReportRow): ReportDraft {
  return {
    hours: row.hours,
    creditHours: row.creditHours,
    studies: row.studies,
    participatedInMinistry: row.participatedInMinistry,
    observations: row.observations,
    status: row.status,
  };
}

/** What the user sees for a report: the unsaved values, else the loaded ones. */
export function valuesOf(row: ReportRow, edit: ReportEdit | undefined): ReportDraft {
  return edit?.draft ?? row;
}

/** The update-changed payload of one edit (hours only for pioneers; an emptied counter is sent empty: not given). */
export function toChangedReport({ base, draft }: ReportEdit): ChangedReport {
  return {
    id: base.id,
    version: base.version,
    hours: canReportHours(base) ? draft.hours : null,
    // credit only where the report takes it (absent: the server keeps what it has)
    ...(canReportCredit(base) ? { creditHours: draft.creditHours } : {}),
    studies: draft.studies,
    participatedInMinistry: draft.participatedInMinistry,
    observations: draft.observations,
    status: draft.status,
  };
}

function withEdit(map: Map<number, ReportEdit>, base: ReportRow, draft: ReportDraft) {
  if (isReportChanged(draftOf(base), draft)) map.set(base.id, { base, draft });
  else map.delete(base.id);
}

/** Kept drafts that were typed over an older version of their report: the person chooses between the two. */
export type ReportConflicts = ReadonlyMap<number, StoredDraft>;

/** Whose drafts these are: the signed-in user on one activity (null: not kept in the browser). */
export interface DraftOwner {
  userId: number;
  /** the drafts' scope: the activity, or one report of it where one page holds several forms (issue 36) */
  activityId: DraftScope;
}

/**
 * Splits the drafts kept in the browser over the loaded reports: a draft of the version on screen is an edit again;
 * one typed over an older version is a conflict, never applied silently; one equal to the report, or of a report no
 * longer here, is dropped.
 */
export function restoreDrafts(kept: readonly StoredDraft[], rows: ReadonlyMap<number, ReportRow>) {
  const edits = new Map<number, ReportEdit>();
  const conflicts = new Map<number, StoredDraft>();
  for (const kept1 of kept) {
    const row = rows.get(kept1.reportId);
    if (!row) continue;
    // a draft kept before credit hours existed has none: it keeps the report's
    const stored = {
      ...kept1,
      draft: { ...kept1.draft, creditHours: 'creditHours' in kept1.draft ? kept1.draft.creditHours : row.creditHours },
    };
    if (!isReportChanged(draftOf(row), stored.draft)) continue;
    if (row.version === stored.version) edits.set(row.id, { base: row, draft: stored.draft });
    else conflicts.set(row.id, stored);
  }
  return { edits, conflicts };
}

function toStored(edits: ReportEdits, conflicts: ReportConflicts): StoredDraft[] {
  const list: StoredDraft[] = [...conflicts.values()];
  for (const { base, draft } of edits.values()) list.push({ reportId: base.id, version: base.version, draft });
  return list;
}

/**
 * The unsaved edits of a report screen. Only reports the user touched have an entry, so a card's props change
 * only when that card is edited (cards are memoised). `update` is stable across renders. With an `owner`, every
 * change is kept in the browser as it is made and brought back when the screen opens again (`restoredCount`).
 */
export function useReportDrafts(rows: readonly ReportRow[] | undefined, owner: DraftOwner | null = null) {
  const [edits, setEdits] = useState<ReadonlyMap<number, ReportEdit>>(() => new Map());
  const [conflicts, setConflicts] = useState<ReportConflicts>(() => new Map());
  const [restoredCount, setRestoredCount] = useState(0);
  const [isRestored, setIsRestored] = useState(owner === null);
  const rowsById = useMemo(() => new Map((rows ?? []).map((r) => [r.id, r])), [rows]);
  const rowsRef = useRef(rowsById);
  rowsRef.current = rowsById;
  const userId = owner?.userId;
  const activityId = owner?.activityId;
  const hasRows = rows !== undefined;

  // once per screen: the drafts kept for this user and activity come back (edits typed meanwhile win)
  useEffect(() => {
    if (userId === undefined || activityId === undefined || !hasRows) return;
    let isCurrent = true;
    void loadDrafts<StoredDraft>(userId, activityId).then((kept) => {
      if (!isCurrent) return;
      const restored = restoreDrafts(kept, rowsRef.current);
      setEdits((prev) => new Map([...restored.edits, ...prev]));
      setConflicts(restored.conflicts);
      setRestoredCount(restored.edits.size); // conflicts have their own panel
      setIsRestored(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, activityId, hasRows]);

  // every change is kept as it is made (after the kept ones came back, so they are never overwritten by nothing)
  useEffect(() => {
    if (userId === undefined || activityId === undefined || !isRestored) return;
    void saveDrafts(userId, activityId, toStored(edits, conflicts));
  }, [userId, activityId, isRestored, edits, conflicts]);

  const update = useCallback((id: number, patch: ReportPatch) => {
    setEdits((prev) => {
      const existing = prev.get(id);
      const base = existing?.base ?? rowsRef.current.get(id);
      if (!base) return prev;
      const next = new Map(prev);
      withEdit(next, base, { ...(existing?.draft ?? draftOf(base)), ...patch });
      return next;
    });
  }, []);

  /** A conflict settled: 'mine' makes the kept values an edit of the report as it is now; 'server' drops them. */
  const resolveConflict = useCallback((id: number, choice: 'mine' | 'server') => {
    setConflicts((prev) => {
      const stored = prev.get(id);
      const row = rowsRef.current.get(id);
      if (stored && row && choice === 'mine') {
        setEdits((current) => {
          const next = new Map(current);
          withEdit(next, row, stored.draft);
          return next;
        });
      }
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  }, []);

  /** After a save: saved edits that were not touched again disappear; the others move onto the new version. */
  const applySaved = useCallback((saved: readonly PublisherReport[], sent: ReadonlyMap<number, ReportDraft>) => {
    setEdits((prev) => {
      const next = new Map(prev);
      for (const report of saved) {
        const edit = next.get(report.id);
        if (!edit) continue;
        if (edit.draft === sent.get(report.id)) next.delete(report.id);
        else withEdit(next, { ...edit.base, ...report }, edit.draft);
      }
      return next;
    });
  }, []);

  /**
   * After a reload: edits of `dropIds` are discarded (someone else's newer values win and are shown); edits of
   * `fresh` rows move onto the fresh version, taking `fromServer` fields from it and keeping the user's others.
   */
  const rebase = useCallback(
    (fresh: readonly ReportRow[], dropIds: readonly number[] = [], fromServer: readonly ReportEditableField[] = []) => {
      setEdits((prev) => {
        const next = new Map(prev);
        for (const id of dropIds) next.delete(id);
        for (const row of fresh) {
          const edit = next.get(row.id);
          if (!edit || edit.base.version === row.version) continue;
          const draft = { ...edit.draft };
          for (const field of fromServer) Object.assign(draft, { [field]: row[field] });
          withEdit(next, row, draft);
        }
        return next;
      });
    },
    [],
  );

  const discardAll = useCallback(() => {
    setEdits(new Map());
    setConflicts(new Map());
  }, []);

  return { edits, conflicts, restoredCount, isRestored, update, resolveConflict, applySaved, rebase, discardAll };
}
