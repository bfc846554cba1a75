import type { MonthOfYear } from '@congregacao/shared/contracts/pioneer-year';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { monthName } from '@congregacao/shared/service-year';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useDecide, usePendingApplications } from '../api/auxiliary-applications';

const label = (m: MonthOfYear) => `${monthName(m.month)} ${m.year}`;

/** The auxiliary-pioneer applications waiting for the service committee, each approved or rejected with one tap. */
export function PendingApplications() {
  const t = useT();
  const query = usePendingApplications();
  const decide = useDecide();
  if (!query.data) return null;
  const choose = (id: number, approve: boolean) =>
    decide.mutate(
      { id, approve },
      { onSuccess: () => toast.success(t('pioneerYear.decided')), onError: (error) => toast.error(error.message) },
    );
  return (
    <Card data-testid="pending-applications">
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('pioneerYear.pendingTitle')}</h2>
      {query.data.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('pioneerYear.pendingNone')}</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {query.data.map((a) => {
            const first = a.months[0];
            const what =
              a.continuous && first
                ? t('pioneerYear.continuousFrom', { month: label(first) })
                : a.months.map(label).join(', ');
            return (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-gray-900 dark:text-gray-100">
                  <strong>{publisherLabel(a)}</strong> · {what}
                </span>
                <span className="flex gap-2">
                  <Button size="sm" variant="success" onClick={() => choose(a.id, true)}>
                    {t('pioneerYear.approve')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => choose(a.id, false)}>
                    {t('pioneerYear.reject')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
