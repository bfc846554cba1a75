import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '@congregacao/shared/enums';
import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { canBeSent, publisherLabel } from '@congregacao/shared/report-rules';
import { Tags } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/form-field';
import { Switch } from '../../../../components/ui/switch';
import { UnsavedDot } from '../../../../components/ui/unsaved-dot';
import { useT } from '../../../../lib/language';
import type { ReportEdit, ReportPatch } from '../../drafts/use-report-drafts';
import { ArchivedBadge } from '../archived-badge';
import { PioneerBadges } from '../pioneer-badges';
import { ReportFields } from '../report-fields';

/** 'Enviado' is offered only to a report that can be sent (canBeSent: participation answered). */
const statusOptions = (canSend: boolean) =>
  REPORT_STATUSES.map((status) => ({
    value: status,
    label: REPORT_STATUS_LABELS[status],
    disabled: status === 'Sent' && !canSend,
  }));

export interface ReviewRowProps {
  row: ReportRow;
  edit: ReportEdit | undefined;
  isLocked: boolean;
  isStale: boolean;
  onChange: (id: number, patch: ReportPatch) => void;
  /** the Secretary's pioneer-marks correction (month Open); absent for others */
  onCorrectMarks?: (row: ReportRow) => void;
}

/** One publisher's report in a group card of the review screen (memoised). */
export const ReviewRow = memo(function ReviewRow({
  row,
  edit,
  isLocked,
  isStale,
  onChange,
  onCorrectMarks,
}: ReviewRowProps) {
  const t = useT();
  const values = edit?.draft ?? row;
  const id = `review-${row.id}`;
  const name = publisherLabel(row);
  const isApproved = values.status === 'Sent';
  // approving waits for the answer (said under 'Status'); an approved report can always be reopened
  const waitsForAnswer = !isApproved && !canBeSent(values);
  const highlight = isStale
    ? 'bg-red-50 ring-2 ring-red-400 dark:bg-red-950/40'
    : edit
      ? 'bg-primary-50 ring-2 ring-primary-400/60 dark:bg-primary-950/40'
      : values.participatedInMinistry === null
        ? 'bg-amber-50 dark:bg-amber-950/30'
        : '';
  return (
    <li id={id} aria-label={name} data-changed={edit ? true : undefined} className={`rounded-lg p-3 ${highlight}`}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="font-semibold text-gray-900 dark:text-gray-100">{name}</span>
        {edit ? <UnsavedDot /> : null}
        <PioneerBadges report={row} />
        {!row.isEnabled ? <ArchivedBadge /> : null}
        {onCorrectMarks && !isLocked ? (
          <Button
            variant="ghost"
            size="sm"
            icon={Tags}
            aria-label={t('reviewScreen.row.correctMarks', { name })}
            onClick={() => onCorrectMarks(row)}
          >
            {t('reviewScreen.row.marks')}
          </Button>
        ) : null}
        {isStale ? (
          <span className="text-xs font-medium text-red-700 dark:text-red-400">{t('reviewScreen.row.stale')}</span>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <Switch
            checked={isApproved}
            disabled={isLocked || waitsForAnswer}
            onChange={(on) => onChange(row.id, { status: on ? 'Sent' : 'Open' })}
            aria-label={t('reviewScreen.row.approvedOf', { name })}
            title={waitsForAnswer ? REPORT_MESSAGES.approveNeedsAnswer : undefined}
            className="group relative inline-flex h-6 w-11 items-center rounded-full bg-gray-300 transition-colors data-checked:bg-green-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 dark:bg-gray-600"
          >
            <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition-transform group-data-checked:translate-x-6" />
          </Switch>
          <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('reviewScreen.row.approved')}</span>
        </div>
      </div>
      <ReportFields
        fieldId={id}
        row={row}
        values={values}
        disabled={isLocked}
        onChange={onChange}
        observationsPlaceholder={t('reviewScreen.row.observationsPlaceholder')}
        extraField={
          <SelectField
            id={`${id}-status`}
            label={t('reviewScreen.row.status')}
            options={statusOptions(!waitsForAnswer)}
            value={values.status}
            disabled={isLocked}
            hint={waitsForAnswer && !isLocked ? REPORT_MESSAGES.approveNeedsAnswer : undefined}
            onChange={(event) => onChange(row.id, { status: event.target.value as ReportStatus })}
            className="px-2 py-1.5 text-sm"
          />
        }
      />
    </li>
  );
});
