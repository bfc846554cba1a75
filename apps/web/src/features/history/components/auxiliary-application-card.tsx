import type { Application, MonthOfYear } from '@congregacao/shared/contracts/pioneer-year';
import { monthName } from '@congregacao/shared/service-year';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useApply, useOwnApplications } from '../api/auxiliary-applications';

/** This month and the five after it: the months one may apply for. */
function nextMonths(now = new Date()): MonthOfYear[] {
  return Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return { month: d.getUTCMonth(), year: d.getUTCFullYear() };
  });
}

const label = (m: MonthOfYear) => `${monthName(m.month)} ${m.year}`;
const keyOf = (m: MonthOfYear) => `${m.year}-${m.month}`;

function ApplicationLine({ application }: { application: Application }) {
  const t = useT();
  const first = application.months[0];
  const what =
    application.continuous && first
      ? t('pioneerYear.continuousFrom', { month: label(first) })
      : application.months.map(label).join(', ');
  return (
    <li className="flex justify-between gap-2" data-testid="own-application">
      <span>{what}</span>
      <span className="font-medium">{t(`pioneerYear.status.${application.status}`)}</span>
    </li>
  );
}

/** /meu-registo: the publisher applies as auxiliary pioneer from the phone and sees the state of their applications. */
export function AuxiliaryApplicationCard() {
  const t = useT();
  const applications = useOwnApplications();
  const apply = useApply();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [continuous, setContinuous] = useState(false);
  const months = nextMonths();
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = () =>
    apply.mutate(
      { months: months.filter((m) => chosen.has(keyOf(m))), continuous },
      {
        onSuccess: () => {
          toast.success(t('pioneerYear.applySent'));
          setChosen(new Set());
          setContinuous(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Card data-testid="auxiliary-application">
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('pioneerYear.applyTitle')}</h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('pioneerYear.applyMonths')}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {months.map((m) => (
            <label key={keyOf(m)} className="flex min-h-11 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
              <input
                type="checkbox"
                checked={chosen.has(keyOf(m))}
                onChange={() => toggle(keyOf(m))}
                className="size-5"
              />
              {label(m)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          checked={continuous}
          onChange={(e) => setContinuous(e.target.checked)}
          className="size-5"
        />
        {t('pioneerYear.applyContinuous')}
      </label>
      <Button
        className="mt-3 min-h-11"
        isLoading={apply.isPending}
        disabled={chosen.size === 0 && !continuous}
        onClick={submit}
      >
        {t('pioneerYear.applySubmit')}
      </Button>
      {applications.data && applications.data.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
            {t('pioneerYear.myApplications')}
          </h3>
          <ul className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
            {applications.data.map((a) => (
              <ApplicationLine key={a.id} application={a} />
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
