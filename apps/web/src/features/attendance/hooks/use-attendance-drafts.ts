import { ATTENDANCE_SCREEN } from '@congregacao/shared/attendance-messages';
import type { AttendanceEntry } from '@congregacao/shared/contracts/attendance';
import { t } from '@congregacao/shared/i18n/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { loadDrafts, saveDrafts } from '../../../lib/draft-store';
import { ATTENDANCE_QUERY_KEY, deleteAttendance, putAttendance } from '../api/attendance-calls';
import { type AttendanceDraft, parseDraft, rowKey } from '../model/attendance-rows';

/** How long after the last keystroke a row is saved (leaving the row saves at once). */
const SAVE_DELAY_MS = 700;

export type RowState = { status: 'pending' | 'saving' | 'saved' } | { status: 'error'; message: string };

const errorText = (error: unknown) =>
  (isApiError(error) ? error.serverError?.trim() || error.message : null) || t('attendanceScreen.saveFailed');

/**
 * The attendance typed on the grid, saved as it is typed. Every keystroke is kept in the browser (lib/draft-store,
 * scope `assistencia-{serviceYear}`) until the server has the value, so a reload, a closed tab or a failed call loses
 * nothing; kept rows come back when the screen opens and are saved again.
 */
export function useAttendanceDrafts(
  userId: number | undefined,
  serviceYear: number,
  entries: ReadonlyMap<string, AttendanceEntry> | undefined,
  canWrite: boolean,
) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AttendanceDraft>>(() => new Map());
  const [states, setStates] = useState<ReadonlyMap<string, RowState>>(() => new Map());
  const [restoredCount, setRestoredCount] = useState(0);
  const [isRestored, setIsRestored] = useState(false);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const scope = `assistencia-${serviceYear}`;
  const isLoaded = entries !== undefined;

  const setState = useCallback((key: string, state: RowState | null) => {
    setStates((prev) => {
      const next = new Map(prev);
      if (state) next.set(key, state);
      else next.delete(key);
      return next;
    });
  }, []);

  const dropDraft = useCallback((key: string, sent: AttendanceDraft) => {
    setDrafts((prev) => {
      if (prev.get(key) !== sent) return prev; // typed again meanwhile: that is saved next
      const next = new Map(prev);
      next.delete(key);
      return next;
    });
  }, []);

  const flush = useCallback(
    async (key: string) => {
      clearTimeout(timers.current.get(key));
      const draft = draftsRef.current.get(key);
      if (!draft || !canWrite) return;
      const stored = entriesRef.current?.get(key) ?? null;
      const parsed = parseDraft(draft);
      if (parsed.kind === 'invalid') return setState(key, { status: 'error', message: ATTENDANCE_SCREEN.typedInvalid });
      if (parsed.kind === 'inPersonMissing')
        return setState(key, { status: 'error', message: ATTENDANCE_SCREEN.inPersonRequired });
      const isUnchanged =
        parsed.kind === 'remove'
          ? stored === null
          : stored?.inPerson === parsed.counts.inPerson && stored.online === parsed.counts.online;
      if (isUnchanged) {
        dropDraft(key, draft);
        return setState(key, null);
      }
      setState(key, { status: 'saving' });
      try {
        if (parsed.kind === 'remove') await deleteAttendance(draft.date, draft.kind);
        else await putAttendance(draft.date, draft.kind, parsed.counts);
        await queryClient.invalidateQueries({ queryKey: [...ATTENDANCE_QUERY_KEY, serviceYear] });
        dropDraft(key, draft);
        setState(key, { status: 'saved' });
      } catch (error) {
        setState(key, { status: 'error', message: errorText(error) });
      }
    },
    [canWrite, dropDraft, queryClient, serviceYear, setState],
  );

  // once the year is loaded: the rows kept in this browser come back and are saved again
  useEffect(() => {
    if (userId === undefined || !isLoaded) return;
    let isCurrent = true;
    void loadDrafts<AttendanceDraft>(userId, scope).then((kept) => {
      if (!isCurrent) return;
      const restored = new Map(kept.map((d) => [rowKey(d.date, d.kind), d]));
      setDrafts((prev) => new Map([...restored, ...prev]));
      setRestoredCount(restored.size);
      setIsRestored(true);
      draftsRef.current = new Map([...restored, ...draftsRef.current]);
      for (const key of restored.keys()) void flush(key);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, scope, isLoaded, flush]);

  useEffect(() => {
    if (userId === undefined || !isRestored) return;
    void saveDrafts(userId, scope, [...drafts.values()]);
  }, [userId, scope, isRestored, drafts]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const type = useCallback(
    (row: { date: string; kind: AttendanceDraft['kind'] }, field: 'inPerson' | 'online', value: string) => {
      const key = rowKey(row.date, row.kind);
      const stored = entriesRef.current?.get(key);
      const current = draftsRef.current.get(key) ?? {
        ...row,
        inPerson: stored ? String(stored.inPerson) : '',
        online: stored ? String(stored.online) : '',
      };
      const next = new Map(draftsRef.current);
      next.set(key, { ...current, [field]: value });
      draftsRef.current = next;
      setDrafts(next);
      setState(key, { status: 'pending' });
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => void flush(key), SAVE_DELAY_MS),
      );
    },
    [flush, setState],
  );

  return { drafts, states, restoredCount, type, flush };
}
