import { publisherLabel } from '@congregacao/shared/report-rules';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { useBelowPace } from '../api/get-below-pace';

/** "Pioneiros abaixo do ritmo": the regular pioneers whose balance of the year is negative, the furthest behind first. */
export function BelowPaceList({ serviceYear }: { serviceYear: number }) {
  const t = useT();
  const query = useBelowPace(serviceYear);
  if (!query.data) return null;
  return (
    <Card data-testid="below-pace">
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('pioneerYear.belowPaceTitle')}</h2>
      {query.data.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('pioneerYear.belowPaceNone')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {query.data.map((p) => (
            <li key={p.publisherId} className="flex flex-wrap justify-between gap-2">
              <span className="font-medium text-gray-900 dark:text-gray-100">{publisherLabel(p)}</span>
              <span className="text-gray-700 dark:text-gray-300">
                {t('pioneerYear.belowPaceLine', {
                  balance: p.balance,
                  hoursLeft: p.hoursLeft,
                  monthlyGoal: p.monthlyGoal,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
