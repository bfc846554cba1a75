import type { AuditStats } from '@congregacao/shared/contracts/audit';
import { AUDIT_STATS_DAYS } from '@congregacao/shared/limits';
import { Activity, CalendarDays, ListTree, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { formatCount } from '../utils/format';

function SummaryCard({ label, value, hint, icon }: { label: string; value: string; hint: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-4">
      <div className="rounded-lg bg-primary-100 p-3 text-primary-800 dark:bg-primary-900 dark:text-primary-100">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-600 dark:text-gray-300">{label}</p>
        <p className="text-2xl font-bold text-gray-900 dark:text-gray-100" data-testid={`summary-${label}`}>
          {value}
        </p>
        <p className="text-xs text-gray-500 dark:text-gray-400">{hint}</p>
      </div>
    </Card>
  );
}

/** Total Events, Event Types, Active Users, Days Tracked (the last three over the statistics window). */
export function AuditSummaryCards({ stats }: { stats: AuditStats | undefined }) {
  const show = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));
  const t = useT();
  const days = String(AUDIT_STATS_DAYS);
  const window = t('audit.lastDays', { days });
  const iconClass = 'size-6';
  return (
    <section aria-label={t('audit.summary')} className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard
        label={t('audit.totalEvents')}
        value={show(stats?.total)}
        hint={t('audit.allTime')}
        icon={<Activity className={iconClass} aria-hidden="true" />}
      />
      <SummaryCard
        label={t('audit.eventTypes')}
        value={show(stats?.eventTypes.length)}
        hint={window}
        icon={<ListTree className={iconClass} aria-hidden="true" />}
      />
      <SummaryCard
        label={t('audit.activeUsers')}
        value={show(stats?.userActivity.length)}
        hint={window}
        icon={<Users className={iconClass} aria-hidden="true" />}
      />
      <SummaryCard
        label={t('audit.daysTracked')}
        value={show(stats?.dailyActivity.length)}
        hint={t('audit.daysWithEvents', { days })}
        icon={<CalendarDays className={iconClass} aria-hidden="true" />}
      />
    </section>
  );
}
