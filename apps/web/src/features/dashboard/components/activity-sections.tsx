import type { MonthlyActivity } from '@congregacao/shared/contracts/activities';
import type { UserRole } from '@congregacao/shared/enums';
import { can } from '@congregacao/shared/permissions';
import { byNewestFirst } from '@congregacao/shared/service-year';
import { CalendarX } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageSpinner } from '../../../components/ui/spinner';
import { useScrollRenderedList } from '../../../hooks/use-scroll-rendered-list';
import { useT } from '../../../lib/language';
import { useActivities } from '../../../lib/queries/activities';
import { toast } from '../../../lib/toast';
import { useActivityStatusToggle } from '../hooks/use-activity-status-toggle';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { ActivityCard } from './activity-card';
import { CloseActivityDialog } from './close-activity-dialog';

interface SectionProps {
  /** the heading's id: `section-<id>` */
  id: string;
  title: string;
  emptyText: string;
  activities: MonthlyActivity[];
  renderCard: (activity: MonthlyActivity) => ReactNode;
}

function Section({ id, title, emptyText, activities, renderCard }: SectionProps) {
  const headingId = `section-${id}`;
  // ten service years of closed months: rendered as the reader scrolls to them
  const { shown, hasMore, sentinelRef } = useScrollRenderedList(activities);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-gray-900 dark:text-gray-100">
        {title} <span className="text-base font-normal text-gray-600 dark:text-gray-400">({activities.length})</span>
      </h2>
      {activities.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{emptyText}</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map(renderCard)}
        </div>
      )}
      {hasMore ? <div ref={sentinelRef} aria-hidden="true" className="h-px" /> : null}
    </section>
  );
}

/**
 * The monthly activities of the dashboard: open and closed sections, newest first (spec point 2). The open months
 * come first, where the eye is; `afterOpen` (the administrative actions) follows them, before the closed ones.
 */
export function ActivitySections({ role, afterOpen }: { role: UserRole | null; afterOpen?: ReactNode }) {
  const t = useT();
  const query = useActivities();
  const { error, refetch } = query;
  // the cards render at transition priority, in slices that yield to the browser (a query's update is urgent)
  const data = useDeferredValue(query.data);
  const toggle = useActivityStatusToggle();
  useEffect(() => {
    if (error) toast.error(M.loadFailed, { id: M.loadFailed });
  }, [error]);

  if (error || !data || data.length === 0) {
    return (
      <div className="space-y-8">
        {error ? (
          <ErrorScreen onRetry={() => void refetch()} />
        ) : !data ? (
          <PageSpinner />
        ) : (
          <EmptyState
            icon={<CalendarX className="size-10" />}
            title={t('dashboard.noActivities')}
            description={t('dashboard.noActivitiesYet')}
          />
        )}
        {afterOpen}
      </div>
    );
  }

  const sorted = [...data].sort(byNewestFirst);
  const renderCard = (activity: MonthlyActivity) => (
    <ActivityCard
      key={activity.id}
      activity={activity}
      canFill={can(role, 'reports.fill')}
      canManage={can(role, 'activities.write')}
      canReadS1={can(role, 'congregationReport.read')}
      canDelete={can(role, 'activities.delete')}
      isBusy={toggle.busyId === activity.id}
      onToggle={toggle.toggle}
    />
  );
  return (
    <div className="space-y-8">
      <Section
        id="atividades-em-aberto"
        title={t('dashboard.openSection')}
        emptyText={t('dashboard.noneOpen')}
        activities={sorted.filter((a) => a.status === 'Open')}
        renderCard={renderCard}
      />
      {afterOpen}
      <Section
        id="atividades-fechadas"
        title={t('dashboard.closedSection')}
        emptyText={t('dashboard.noneClosed')}
        activities={sorted.filter((a) => a.status === 'Closed')}
        renderCard={renderCard}
      />
      <CloseActivityDialog
        request={toggle.closeRequest}
        isPending={toggle.isClosing}
        onConfirm={toggle.confirmClose}
        onClose={toggle.cancelClose}
      />
    </div>
  );
}
