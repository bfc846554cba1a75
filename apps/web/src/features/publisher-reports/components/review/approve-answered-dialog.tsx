import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { groupTitle, type ReviewGroup } from '../../model/review-groups';

export interface ApproveAnsweredDialogProps {
  /** what is to be approved, null when closed: a group's answered reports, or (group null) the month's */
  approval: { group: ReviewGroup | null; answeredCount: number; unanswered: readonly ReportRow[] } | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Aprovar os N respondidos' (ADR 039): the answered Open reports are approved, the ones named here stay Open and
 * missing; nobody is recorded 'Não'.
 */
export function ApproveAnsweredDialog({ approval, isPending, onConfirm, onClose }: ApproveAnsweredDialogProps) {
  const unanswered = approval?.unanswered ?? [];
  return (
    <ConfirmDialog
      isOpen={approval !== null}
      title={REPORT_MESSAGES.approveAnsweredTitle}
      message={
        approval?.group
          ? REPORT_MESSAGES.approveAnsweredGroup(groupTitle(approval.group))
          : REPORT_MESSAGES.approveAnsweredMonth
      }
      confirmLabel={REPORT_MESSAGES.approveAnswered(approval?.answeredCount ?? 0)}
      confirmVariant="success"
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {unanswered.length > 0 ? (
        <div className="text-sm text-gray-700 dark:text-gray-300">
          <p className="font-medium text-gray-900 dark:text-gray-100">
            {REPORT_MESSAGES.staysMissing(unanswered.length)}
          </p>
          <ul
            className="mt-1 max-h-48 list-disc overflow-y-auto pl-5"
            aria-label={REPORT_MESSAGES.staysMissing(unanswered.length)}
          >
            {unanswered.map((row) => (
              <li key={row.id}>{publisherLabel(row)}</li>
            ))}
          </ul>
          <p className="mt-2">{REPORT_MESSAGES.nobodyMarkedNo}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
