import type { PioneerProgressResponse } from '@congregacao/shared/contracts/pioneer-year';
import { monthName } from '@congregacao/shared/service-year';
import { useT } from '../../lib/language';
import { Card } from './card';

/** A pioneer's service year (ADR 040): goal, hours, credit, hours left, balance, current monthly goal, and the months. */
export function PioneerProgressCard({
  progress,
  serviceYear,
}: {
  progress: PioneerProgressResponse;
  serviceYear: number;
}) {
  const t = useT();
  const figures = [
    ['goal', progress.goal],
    ['hours', progress.hours],
    ['credit', progress.creditHours],
    ['hoursLeft', progress.hoursLeft],
    ['balance', progress.balance],
    ['monthlyGoal', progress.monthlyGoal],
  ] as const;
  return (
    <Card data-testid="pioneer-progress">
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('pioneerYear.progressTitle', { serviceYear })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([key, value]) => (
          <div key={key} data-testid={`progress-${key}`}>
            <dt className="text-sm text-gray-600 dark:text-gray-300">{t(`pioneerYear.${key}`)}</dt>
            <dd
              className={`text-2xl font-bold ${key === 'balance' && value < 0 ? 'text-red-700 dark:text-red-400' : 'text-gray-900 dark:text-gray-100'}`}
            >
              {key === 'balance' && value > 0 ? `+${value}` : value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 grid gap-1 text-sm text-gray-700 sm:grid-cols-2 dark:text-gray-300">
        {progress.months.map((m) => (
          <li key={`${m.year}-${m.month}`} className="flex justify-between gap-2">
            <span>
              {monthName(m.month)} · {t(`pioneerYear.kind.${m.kind}`)}
            </span>
            <span>
              {t('pioneerYear.ofRequirement', { hours: m.hours + m.creditHours, requirement: m.requirement })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
