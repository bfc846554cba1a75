import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useReportingDelegate, useSetReportingDelegate } from '../api/reporting-delegate';

/** 'Enviado por': the family member with an account who sends this publisher's report for them (ADR 041). */
export function ReportingDelegatePanel({ publisherId }: { publisherId: number }) {
  const t = useT();
  const query = useReportingDelegate(publisherId);
  const save = useSetReportingDelegate(publisherId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!query.data) return null;
  const { delegate, candidates = [] } = query.data;
  const value = chosen ?? String(delegate?.publisherId ?? '');
  const options = [
    { value: '', label: t('delegate.nobody') },
    ...candidates.map((c) => ({
      value: String(c.publisherId),
      label: c.isSameHousehold ? t('delegate.sameHousehold', { name: c.name }) : c.name,
    })),
  ];

  function submit() {
    setProblem(null);
    save.mutate(
      { delegatePublisherId: value === '' ? null : Number(value) },
      {
        onSuccess: () => {
          setChosen(null);
          toast.success(t('delegate.saved'));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <Card className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('delegate.panelTitle')}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('delegate.panelIntro')}</p>
      {problem ? (
        <Notice tone="danger" role="alert">
          {problem}
        </Notice>
      ) : null}
      {candidates.length === 0 && !delegate ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('delegate.noCandidates')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="reporting-delegate"
            label={t('delegate.field')}
            options={options}
            value={value}
            onChange={(event) => setChosen(event.target.value)}
            className="min-w-56"
          />
          <Button icon={Save} isLoading={save.isPending} disabled={chosen === null} onClick={submit}>
            {t('delegate.save')}
          </Button>
        </div>
      )}
    </Card>
  );
}
