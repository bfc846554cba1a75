import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type {
  IrregularPublisher,
  PublisherWithoutReport,
  ReportRow,
  ReportsByMonth,
} from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { can } from '@congregacao/shared/permissions';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { useQueryClient } from '@tanstack/react-query';
import { LockOpen } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Notice } from '../../../../components/ui/notice';
import { useLeaveWarning } from '../../../../hooks/use-leave-warning';
import { withServerReason } from '../../../../lib/api-client';
import { useT } from '../../../../lib/language';
import { useSetActivityStatus } from '../../../../lib/queries/activity-status';
import { useSession } from '../../../../lib/session';
import { toast } from '../../../../lib/toast';
import { reportsByMonthQueryOptions } from '../../api/reports-by-month';
import { DraftConflicts, RestoredDraftsNotice } from '../../drafts/kept-drafts-notices';
import { useReportDrafts } from '../../drafts/use-report-drafts';
import { useSaveReports } from '../../drafts/use-save-reports';
import { REVIEW_MESSAGES, useReviewActions } from '../../hooks/use-review-actions';
import { answeredSplit } from '../../model/answered-reports';
import { tallyByCategory } from '../../model/report-tally';
import { buildGroups, groupTitle, isGroupComplete, type ReviewGroup } from '../../model/review-groups';
import { StaleReportsNotice } from '../stale-reports-notice';
import { ApproveAnsweredDialog } from './approve-answered-dialog';
import { ReviewViewToggle, useReviewView } from './compact/review-view';
import { GroupCard } from './group-card';
import { IrregularPanel } from './irregular-panel';
import { MarksDialog } from './marks-dialog';
import { QuickNav } from './quick-nav';
import { ReviewBottomBar } from './review-bottom-bar';
import { BothPioneersWarning, CategoryCards, ReviewSummary } from './review-summary';

/** The body of /rever-atividade/{id}. */
export function ReviewScreen({ data, irregular }: { data: ReportsByMonth; irregular: readonly IrregularPublisher[] }) {
  const t = useT();
  const activityId = data.activity.id;
  const isLocked = !isActivityOpen(data.activity);
  const { user, role } = useSession();
  const queryClient = useQueryClient();
  const setStatus = useSetActivityStatus();
  // a closed month offers the Secretary the way forward here, as the dashboard does
  const openActivity = () =>
    setStatus.mutate(
      { id: activityId, status: 'Open' },
      {
        onSuccess: () =>
          void queryClient.invalidateQueries({ queryKey: reportsByMonthQueryOptions(activityId).queryKey }),
        onError: (error) => toast.error(withServerReason(t('reviewScreen.openFailed'), error)),
      },
    );
  const drafts = useReportDrafts(data.reports, user ? { userId: user.id, activityId } : null);
  const rowsById = useMemo(() => new Map(data.reports.map((r) => [r.id, r])), [data.reports]);
  const saver = useSaveReports(activityId, drafts);
  const { edits, update } = drafts;
  const actions = useReviewActions({ activityId, drafts, saver });
  const { setPending, askGroupStatus } = actions;

  const groups = useMemo(() => buildGroups(data), [data]);
  const rows = useMemo(() => groups.flatMap((g) => g.rows), [groups]);
  const completeKeys = new Set(groups.filter((g) => isGroupComplete(g, edits)).map((g) => g.key));
  const missingGroups = groups.filter((g) => g.rows.length > 0 && !completeKeys.has(g.key)).map(groupTitle);
  const totals = useMemo(() => tallyByCategory(rows, edits), [rows, edits]);
  const staleIds = useMemo(() => new Set(saver.staleIds), [saver.staleIds]);
  const inactive = useMemo(
    () =>
      [...data.reports.filter((r) => r.isEnabled), ...data.publishersWithoutReport]
        .filter((p) => p.isCurrentlyInactive)
        .map((p) => ({ publisherId: p.publisherId, name: p.name, displayName: p.displayName })),
    [data],
  );

  const onGroupStatus = useCallback(
    (group: ReviewGroup, status: ReportStatus) => askGroupStatus(group, status),
    [askGroupStatus],
  );
  const onCreate = useCallback(
    (publisher: PublisherWithoutReport) => setPending({ kind: 'create', publisher }),
    [setPending],
  );

  const [marksFor, setMarksFor] = useState<ReportRow | null>(null);
  const onCorrectMarks = can(role, 'reports.manage') ? setMarksFor : undefined;

  const leaveDialog = useLeaveWarning(edits.size > 0);
  const [view, setView] = useReviewView();

  const pending = actions.pending;
  return (
    <div className={isLocked ? '' : 'pb-28'}>
      <ReviewSummary totals={totals.all} missingGroups={missingGroups} />
      <BothPioneersWarning rows={rows} />
      <CategoryCards byCategory={totals.byCategory} />
      <IrregularPanel inactive={inactive} irregular={irregular} />
      {isLocked ? (
        <Notice
          tone="warning"
          className="mb-6"
          title={t('reportForm.closedTitle')}
          actions={
            can(role, 'activities.write') ? (
              <Button size="sm" isLoading={setStatus.isPending} icon={LockOpen} onClick={openActivity}>
                {t('reviewScreen.openActivity')}
              </Button>
            ) : null
          }
        >
          {t('reviewScreen.closedBody')}
        </Notice>
      ) : null}
      <RestoredDraftsNotice count={drafts.edits.size > 0 ? drafts.restoredCount : 0} isLocked={isLocked} />
      <DraftConflicts
        conflicts={drafts.conflicts}
        rows={rowsById}
        isLocked={isLocked}
        onResolve={drafts.resolveConflict}
      />
      <StaleReportsNotice staleCount={saver.staleIds.length} onReload={saver.reloadLatest} />
      {groups.length === 0 ? (
        <EmptyState title={t('reportForm.noneFound')} />
      ) : (
        <>
          <ReviewViewToggle view={view} onChange={setView} />
          <QuickNav groups={groups} completeKeys={completeKeys} />
          <div className="space-y-6">
            {groups.map((group) => (
              <GroupCard
                key={group.key}
                group={group}
                isComplete={completeKeys.has(group.key)}
                isCompact={view === 'compact'}
                edits={edits}
                staleIds={staleIds}
                isLocked={isLocked}
                onChange={update}
                onCorrectMarks={onCorrectMarks}
                onGroupStatus={onGroupStatus}
                onCreate={onCreate}
              />
            ))}
          </div>
        </>
      )}
      {!isLocked ? (
        <ReviewBottomBar
          groupsToReview={missingGroups.length}
          changedCount={edits.size}
          isSaving={saver.isSaving}
          onSave={() => void actions.save()}
          answeredCount={can(role, 'reports.manage') ? answeredSplit(rows, edits).answeredCount : 0}
          onApproveAnswered={() => actions.askMonthApproval(rows)}
        />
      ) : null}
      <MarksDialog
        row={marksFor}
        isPending={actions.isRunning}
        onSave={(row, marks) => void actions.correctMarks(row, marks).then((isSaved) => isSaved && setMarksFor(null))}
        onClose={() => setMarksFor(null)}
      />
      <ApproveAnsweredDialog
        approval={pending?.kind === 'approve-answered' ? pending : null}
        isPending={actions.isRunning}
        onConfirm={() => pending && void actions.run(pending)}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        isOpen={pending !== null && pending.kind !== 'approve-answered'}
        title={
          pending?.kind === 'create'
            ? t('reviewScreen.missing.create')
            : pending?.kind === 'group-status' && pending.status === 'Open'
              ? t('reviewScreen.group.reopen')
              : t('reviewScreen.group.close')
        }
        message={
          pending?.kind === 'create'
            ? REVIEW_MESSAGES.confirmCreate(publisherLabel(pending.publisher))
            : REVIEW_MESSAGES.confirmGroupStatus
        }
        confirmLabel={pending?.kind === 'create' ? t('reviewScreen.missing.create') : t('ui.confirm')}
        cancelLabel={t('ui.cancel')}
        isPending={actions.isRunning}
        onConfirm={() => pending && void actions.run(pending)}
        onClose={() => setPending(null)}
      />
      {leaveDialog}
    </div>
  );
}
