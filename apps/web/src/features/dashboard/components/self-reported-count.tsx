import { Smartphone } from 'lucide-react';
import { useT } from '../../../lib/language';
import { useActivity } from '../../../lib/queries/activities';

/** On an open activity's card: how many reports the publishers sent themselves (self-reporting, issue 23). */
export function SelfReportedCount({ activityId }: { activityId: number }) {
  const t = useT();
  const detail = useActivity(activityId);
  const count = detail.data?.selfReportedCount ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
      <Smartphone className="size-4 shrink-0" aria-hidden="true" />
      {t('dashboard.selfReported', { n: count })}
    </p>
  );
}
