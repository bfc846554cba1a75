import { DELETE_MONTH_MESSAGES as D, monthLabel } from '@congregacao/shared/branch-cycle-messages';
import type { MonthlyActivity } from '@congregacao/shared/contracts/activities';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { withServerReason } from '../../../lib/api-client';
import { useActivity } from '../../../lib/queries/activities';
import { missingCount, useMissingReports } from '../../../lib/queries/missing-reports';
import { useDeleteActivity } from '../api/delete-activity';

/**
 * 'Eliminar' on an Open month none of whose reports was answered yet (every report still missing): a month posted by
 * mistake. Asks first; a refusal of the server (a report answered meanwhile) is shown in the dialog.
 */
export function DeleteMonthButton({ activity }: { activity: MonthlyActivity }) {
  const detail = useActivity(activity.id);
  const missing = useMissingReports(activity.id);
  const remove = useDeleteActivity();
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reports = detail.data?.reportsCount;
  if (reports === undefined || !missing.data || missingCount(missing.data) !== reports) return null;
  const close = () => {
    setRefusal(null);
    setIsOpen(false);
  };
  return (
    <>
      <Button size="sm" variant="secondary" icon={Trash2} onClick={() => setIsOpen(true)}>
        {D.action}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={D.title(monthLabel(activity))}
        message={D.confirmMessage(reports)}
        confirmLabel={D.action}
        confirmVariant="danger"
        isPending={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(activity.id, {
            onSuccess: close,
            onError: (error) => setRefusal(withServerReason(D.deleteFailed, error)),
          })
        }
      >
        {refusal ? (
          <Notice tone="danger" role="alert">
            {refusal}
          </Notice>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
