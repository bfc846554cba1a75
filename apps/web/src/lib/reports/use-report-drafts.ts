import type { ChangedReport, PublisherReport, ReportRow } from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { canReportHours, isReportChanged, type ReportEditableField } from '@congregacao/shared/report-rules';
import { useCallback, useMemo, useRef, useState } from 'react';

/** The editable values of a report as the user sees them; a counter emptied by a text edit is null. */
export interface ReportDraft {
  hours: number | null;
  studies: number | null;
  participatedInMinistry: boolean | null;
  observations: string;
  status: ReportStatus;
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

/** The update-changed payload of one edit (hours only for pioneers; an emptied studies counter is 0). */
export function toChangedReport({ base, draft }: ReportEdit): ChangedReport {
  return {
    id: base.id,
    version: base.version,
    hours: canReportHours(base) ? draft.hours : null,
    studies: draft.studies ?? 0,
    participatedInMinistry: draft.participatedInMinistry,
    observations: draft.observations,
    status: draft.status,
  };
}

function withEdit(map: Map<number, ReportEdit>, base: ReportRow, draft: ReportDraft) {
  if (isReportChanged(draftOf(base), draft)) map.set(base.id, { base, draft });
  else map.delete(base.id);
}

/**
 * The unsaved edits of a report screen. Only reports the user touched have an entry, so a card's props change
 * only when that card is edited (cards are memoised). `update` is stable across renders.
 */
export function useReportDrafts(rows: readonly ReportRow[] | undefined) {
  const [edits, setEdits] = useState<ReadonlyMap<number, ReportEdit>>(() => new Map());
  const rowsById = useMemo(() => new Map((rows ?? []).map((r) => [r.id, r])), [rows]);
  const rowsRef = useRef(rowsById);
  rowsRef.current = rowsById;

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

  const discardAll = useCallback(() => setEdits(new Map()), []);

  return { edits, update, applySaved, rebase, discardAll };
}
