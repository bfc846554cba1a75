import { LATE_REPORT_MESSAGES, monthLabel, SUBMISSION_SCREEN as S } from '@congregacao/shared/branch-cycle-messages';
import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { OBSERVATIONS_MAX } from '@congregacao/shared/limits';
import { canReportHours, publisherLabel } from '@congregacao/shared/report-rules';
import { DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { CounterInput } from '../../../components/ui/counter-input';
import { CheckboxField } from '../../../components/ui/form-field';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES, LABEL_CLASSES } from '../../../components/ui/input-styles';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { YesNoChoice } from '../../../components/ui/yes-no-choice';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useAnswerLateReport } from '../api/late-report';

const ID = 'relatorio-atrasado';

/** The fields of a late report (ADR 037), typed in a dialog; a refusal keeps what was typed and says why. */
function LateReportForm({ row, month, onClose }: { row: ReportRow; month: string; onClose: () => void }) {
  const t = useT();
  const answer = useAnswerLateReport();
  const [participated, setParticipated] = useState<boolean | null>(null);
  const [studies, setStudies] = useState<number | null>(row.studies);
  const [hours, setHours] = useState<number | null>(row.hours);
  const [auxiliaryPioneer, setAuxiliaryPioneer] = useState(row.auxiliaryPioneer);
  const [observations, setObservations] = useState(row.observations);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isAppointed = row.regularPioneer || row.specialPioneer || row.fieldMissionary;
  const reportsHours = canReportHours({ ...row, auxiliaryPioneer });
  const save = () => {
    if (participated === null) return;
    setRefusal(null);
    answer.mutate(
      {
        reportId: row.id,
        body: {
          version: row.version,
          participatedInMinistry: participated,
          studies: studies ?? 0,
          hours: reportsHours ? hours : null,
          auxiliaryPioneer,
          observations,
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.countedIn
              ? LATE_REPORT_MESSAGES.countedIn(monthLabel(saved.countedIn))
              : LATE_REPORT_MESSAGES.pending,
          );
          onClose();
        },
        onError: (error) => setRefusal(withServerReason(S.lateSaveFailed, error)),
      },
    );
  };
  return (
    <>
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {S.lateFormTitle(publisherLabel(row), month)}
      </DialogTitle>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <YesNoChoice
          label={t('congregationReport.late.participated')}
          value={participated}
          onChange={setParticipated}
        />
        <CounterInput
          id={`${ID}-estudos`}
          label={t('congregationReport.late.studies')}
          value={studies}
          onChange={setStudies}
        />
        {reportsHours ? (
          <CounterInput
            id={`${ID}-horas`}
            label={t('congregationReport.late.hours')}
            value={hours}
            onChange={setHours}
          />
        ) : null}
      </div>
      {isAppointed ? null : (
        <div className="mt-4">
          <CheckboxField
            id={`${ID}-auxiliar`}
            label={t('congregationReport.late.auxiliaryPioneer')}
            checked={auxiliaryPioneer}
            onChange={(event) => setAuxiliaryPioneer(event.target.checked)}
          />
        </div>
      )}
      <div className="mt-4">
        <label htmlFor={`${ID}-observacoes`} className={LABEL_CLASSES}>
          {t('congregationReport.late.observations')}
        </label>
        <textarea
          id={`${ID}-observacoes`}
          rows={2}
          maxLength={OBSERVATIONS_MAX}
          value={observations}
          onChange={(event) => setObservations(event.target.value)}
          className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES} text-sm`}
        />
      </div>
      {participated === null ? <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{S.answerFirst}</p> : null}
      <ModalActions
        refusal={refusal}
        confirmLabel={S.save}
        onConfirm={save}
        onCancel={onClose}
        isPending={answer.isPending}
        isDisabled={participated === null}
      />
    </>
  );
}

export function LateReportDialog({
  row,
  month,
  onClose,
}: {
  row: ReportRow | null;
  month: string;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={row !== null} onClose={onClose} width="lg">
      {row ? <LateReportForm key={row.id} row={row} month={month} onClose={onClose} /> : null}
    </Modal>
  );
}
