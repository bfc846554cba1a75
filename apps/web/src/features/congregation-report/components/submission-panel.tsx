import { CONGREGATION_REPORT_MESSAGES as M, S1_SCREEN } from '@congregacao/shared/attendance-messages';
import { SUBMISSION_SCREEN as S, SUBMISSION_MESSAGES } from '@congregacao/shared/branch-cycle-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { DialogTitle } from '@headlessui/react';
import { Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useSubmission } from '../api/submission';

/** What the secretary should read before sending; `blocks`: the server refuses while it holds. */
export interface SubmissionCheck {
  tone: NoticeTone;
  text: string;
  blocks?: boolean;
}

/**
 * The checks before sending an S-1: the month still Open (blocks), reports missing (which may still come while the
 * month is Open; once Closed they stay missing), the month before not sent.
 */
export function submissionChecks(
  report: CongregationReport,
  isOpen: boolean,
  previousNotSent: string | null,
): SubmissionCheck[] {
  const checks: SubmissionCheck[] = [];
  if (isOpen) checks.push({ tone: 'danger', text: SUBMISSION_MESSAGES.monthOpen, blocks: true });
  if (report.missingReports > 0) {
    const missing = isOpen ? M.missingWarning : S1_SCREEN.closedMissing;
    checks.push({ tone: 'warning', text: missing(report.missingReports) });
  }
  if (previousNotSent) checks.push({ tone: 'warning', text: S.previousNotSent(previousNotSent) });
  return checks;
}

function SendDialog({
  isOpen,
  checks,
  onClose,
  activityId,
}: {
  isOpen: boolean;
  checks: SubmissionCheck[];
  onClose: () => void;
  activityId: number;
}) {
  const t = useT();
  const submission = useSubmission(activityId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isBlocked = checks.some((c) => c.blocks);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const send = () =>
    submission.mutate('send', {
      onSuccess: () => {
        toast.success(S.sent);
        close();
      },
      onError: (error) => setRefusal(withServerReason(S.sendFailed, error)),
    });
  return (
    <Modal isOpen={isOpen} onClose={close} isPending={submission.isPending} width="lg">
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">{S.confirmTitle}</DialogTitle>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{S.confirmIntro}</p>
      <ul className="mt-4 grid gap-2" aria-label={t('congregationReport.checks')}>
        {checks.length === 0 ? (
          <li>
            <Notice tone="success">{S.nothingToNote}</Notice>
          </li>
        ) : (
          checks.map((check) => (
            <li key={check.text}>
              <Notice tone={check.tone}>{check.text}</Notice>
            </li>
          ))
        )}
      </ul>
      <ModalActions
        refusal={refusal}
        confirmLabel={S.confirm}
        onConfirm={send}
        onCancel={close}
        isPending={submission.isPending}
        isDisabled={isBlocked}
      />
    </Modal>
  );
}

/**
 * The S-1's standing with the branch (ADR 037): "Enviado à filial em …" with 'Retirar envio', or not sent yet with
 * 'Marcar como enviado à filial', whose dialog shows the checks first.
 */
export function SubmissionPanel({
  report,
  checks,
  canSubmit,
}: {
  report: CongregationReport;
  checks: SubmissionCheck[];
  canSubmit: boolean;
}) {
  useT();
  const [dialog, setDialog] = useState<'send' | 'withdraw' | null>(null);
  const withdrawal = useSubmission(report.monthlyActivityId);
  const withdraw = () =>
    withdrawal.mutate('withdraw', {
      onSuccess: () => {
        toast.success(S.withdrawn);
        setDialog(null);
      },
      onError: (error) => {
        toast.error(withServerReason(S.withdrawFailed, error));
        setDialog(null);
      },
    });
  const isSent = report.submittedAt !== null;
  const action = !canSubmit ? null : isSent ? (
    <Button size="sm" variant="secondary" icon={Undo2} onClick={() => setDialog('withdraw')}>
      {S.withdraw}
    </Button>
  ) : (
    <Button size="sm" icon={Send} onClick={() => setDialog('send')}>
      {S.markSent}
    </Button>
  );
  return (
    <>
      <Notice tone={isSent ? 'success' : 'info'} className="mb-4" actions={action}>
        <span data-testid="s1-submission">
          {isSent ? S.sentOn(report.submittedAt ?? '', report.submittedBy) : S.notSent}
        </span>
      </Notice>
      <SendDialog
        isOpen={dialog === 'send'}
        checks={checks}
        onClose={() => setDialog(null)}
        activityId={report.monthlyActivityId}
      />
      <ConfirmDialog
        isOpen={dialog === 'withdraw'}
        title={S.withdrawTitle}
        message={S.withdrawMessage}
        confirmLabel={S.withdraw}
        confirmVariant="danger"
        isPending={withdrawal.isPending}
        onConfirm={withdraw}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
