import { monthName } from '@congregacao/shared/service-year';
import { AlertTriangle } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/language';
import type { CloseRequest } from '../hooks/use-activity-status-toggle';

export interface CloseActivityDialogProps {
  request: CloseRequest | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec point 4 "Monthly activity status": the confirmation before closing, with the count of unsent reports. */
export function CloseActivityDialog({ request, isPending, onConfirm, onClose }: CloseActivityDialogProps) {
  const t = useT();
  const count = request?.openReportsCount ?? 0;
  const label = request
    ? t('calendar.monthOfYear', { month: monthName(request.activity.month), year: request.activity.year })
    : '';
  return (
    <ConfirmDialog
      isOpen={request !== null}
      title={t('dashboard.closeTitle', { label })}
      message={
        <div className="space-y-2">
          <p>{t('dashboard.closeQuestion')}</p>
          <p>{t('dashboard.closeExplanation')}</p>
        </div>
      }
      confirmLabel={count > 0 ? t('dashboard.closeAnyway') : t('dashboard.close')}
      confirmVariant={count > 0 ? 'danger' : 'primary'}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {count > 0 ? (
        <div
          role="alert"
          data-testid="unsent-reports-warning"
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('dashboard.unsentWarning', { n: count })}</span>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
