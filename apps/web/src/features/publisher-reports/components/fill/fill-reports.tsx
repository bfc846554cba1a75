import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type { ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { useDeferredValue, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Notice } from '../../../../components/ui/notice';
import { useLeaveWarning } from '../../../../hooks/use-leave-warning';
import { useProgressiveList } from '../../../../hooks/use-progressive-list';
import { useT } from '../../../../lib/language';
import { useSession } from '../../../../lib/session';
import { DraftConflicts, RestoredDraftsNotice } from '../../drafts/kept-drafts-notices';
import { useReportDrafts } from '../../drafts/use-report-drafts';
import { useSaveReports } from '../../drafts/use-save-reports';
import { FILL_MESSAGES, useFillActions } from '../../hooks/use-fill-actions';
import { usePulse } from '../../hooks/use-pulse';
import { answeredSplit } from '../../model/answered-reports';
import { fillEntries, searchEntries } from '../../model/fill-entries';
import { tallyReports } from '../../model/report-tally';
import { StaleReportsNotice } from '../stale-reports-notice';
import { FillBottomBar } from './fill-bottom-bar';
import { FillSearch } from './fill-search';
import { FillSummary } from './fill-summary';
import { IncompleteReportsDialog } from './incomplete-reports-dialog';
import { MissingReportCard } from './missing-report-card';
import { NextIncompleteButton } from './next-incomplete-button';
import { ReportCard } from './report-card';

/** The body of /relatorios/{id}: summary, notices, one card per publisher, bottom bar and the send dialogs. */
export function FillReports({ data }: { data: ReportsByMonth }) {
  const t = useT();
  const { role, user } = useSession();
  const activityId = data.activity.id;
  const isOpen = isActivityOpen(data.activity);
  const drafts = useReportDrafts(data.reports, user ? { userId: user.id, activityId } : null);
  const rowsById = useMemo(() => new Map(data.reports.map((r) => [r.id, r])), [data.reports]);
  const saver = useSaveReports(activityId, drafts);
  const { edits, update } = drafts;
  const { pulsingId, pulse, pulseAfterDialog } = usePulse();

  const entries = useMemo(() => fillEntries(data, role !== 'Elder'), [data, role]);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const found = useMemo(() => searchEntries(entries, deferredSearch), [entries, deferredSearch]);
  // a group of 90 publishers (500 for the secretary): the cards are rendered in short steps, not in one long task
  const shownEntries = useProgressiveList(found);
  const orderedRows = useMemo(() => entries.flatMap((e) => (e.kind === 'report' ? [e.row] : [])), [entries]);
  const { answeredCount, unanswered: incompleteRows } = answeredSplit(orderedRows, edits);
  const incompleteIds = incompleteRows.map((row) => row.id);
  // 'Próximo incompleto' goes through the cards on screen: those the search leaves
  const foundIds = useMemo(() => new Set(found.flatMap((e) => (e.kind === 'report' ? [e.row.id] : []))), [found]);
  const incompleteFoundIds = incompleteIds.filter((id) => foundIds.has(id));
  const summary = useMemo(() => tallyReports(data.reports, edits), [data.reports, edits]);
  const staleIds = useMemo(() => new Set(saver.staleIds), [saver.staleIds]);
  const hasUnsent = data.reports.some((r) => r.status === 'Open');
  const actions = useFillActions({ activityId, drafts, saver, incompleteIds });

  const leaveDialog = useLeaveWarning(edits.size > 0);

  return (
    <div className={isOpen && hasUnsent ? '' : 'pb-6'}>
      <FillSummary summary={summary} />
      {!isOpen ? (
        <Notice tone="warning" className="mb-6" title={t('reportForm.closedTitle')}>
          {t('fillScreen.closedBody')}
        </Notice>
      ) : null}
      {data.reports.length > 0 && !hasUnsent ? (
        <Notice tone="success" className="mb-6" title={t('fillScreen.allSent')} />
      ) : null}
      <RestoredDraftsNotice count={drafts.edits.size > 0 ? drafts.restoredCount : 0} isLocked={!isOpen} />
      <DraftConflicts
        conflicts={drafts.conflicts}
        rows={rowsById}
        isLocked={!isOpen}
        onResolve={drafts.resolveConflict}
      />
      <StaleReportsNotice staleCount={saver.staleIds.length} onReload={saver.reloadLatest} />
      {entries.length === 0 ? (
        <EmptyState title={t('reportForm.noneFound')} description={t('fillScreen.noneFoundDescription')} />
      ) : (
        <FillSearch value={search} onChange={setSearch} shown={found.length} total={entries.length} />
      )}
      {entries.length === 0 ? null : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          {shownEntries.map((entry) =>
            entry.kind === 'report' ? (
              <ReportCard
                key={entry.key}
                row={entry.row}
                edit={edits.get(entry.row.id)}
                isLocked={!isOpen}
                isPulsing={pulsingId === entry.row.id}
                isStale={staleIds.has(entry.row.id)}
                showGroup={role !== 'Elder'}
                onChange={update}
              />
            ) : (
              <MissingReportCard key={entry.key} publisher={entry.publisher} />
            ),
          )}
        </div>
      )}
      {isOpen && hasUnsent ? (
        <FillBottomBar
          before={<NextIncompleteButton incompleteIds={incompleteFoundIds} onGo={pulse} />}
          changedCount={edits.size}
          incompleteCount={incompleteIds.length}
          isSaving={saver.isSaving && !actions.isSending}
          isSending={actions.isSending}
          onSave={() => void actions.save()}
          onSend={actions.askToSend}
        />
      ) : null}
      <IncompleteReportsDialog
        isOpen={actions.dialog === 'incomplete'}
        names={incompleteRows.map(publisherLabel)}
        answeredCount={answeredCount}
        isSending={actions.isSending}
        onSendAnswered={() => void actions.send({ onlyAnswered: true })}
        onClose={() => actions.setDialog(null)}
        onGo={() => {
          actions.setDialog(null);
          const first = incompleteIds[0];
          if (first !== undefined) pulseAfterDialog(first);
        }}
      />
      <ConfirmDialog
        isOpen={actions.dialog === 'confirm'}
        title={t('fillScreen.send')}
        message={FILL_MESSAGES.confirmSend}
        confirmLabel={t('fillScreen.confirmSendLabel')}
        cancelLabel={t('ui.cancel')}
        confirmVariant="success"
        isPending={actions.isSending}
        onConfirm={() => void actions.send()}
        onClose={() => actions.setDialog(null)}
      />
      {leaveDialog}
    </div>
  );
}
