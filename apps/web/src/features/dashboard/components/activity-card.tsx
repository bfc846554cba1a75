import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type { MonthlyActivity } from '@congregacao/shared/contracts/activities';
import { monthName } from '@congregacao/shared/service-year';
import { ClipboardCheck, FilePenLine, Lock, LockOpen, Pencil } from 'lucide-react';
import { memo, useEffect } from 'react';
import { preloadScreen } from '../../../app/screens';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { ActivityFiguresLinks } from './activity-figures-links';
import { DeleteMonthButton } from './delete-month-button';
import { SelfReportedCount } from './self-reported-count';

export interface ActivityCardProps {
  activity: MonthlyActivity;
  /** 'Preencher Atividade' (roles that fill reports) */
  canFill: boolean;
  /** the secretary's toggle, 'Editar' and 'Rever' */
  canManage: boolean;
  /** the S-1 link (Secretary, Admin) */
  canReadS1?: boolean;
  /** 'Eliminar' on an Open month with nothing answered (Secretary, Admin; ADR 037) */
  canDelete?: boolean;
  /** the toggle's update is running */
  isBusy: boolean;
  onToggle: (activity: MonthlyActivity) => void;
}

function StatusBadge({ isOpen }: { isOpen: boolean }) {
  const t = useT();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isOpen
          ? 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200'
          : 'bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-200'
      }`}
    >
      {isOpen ? t('dashboard.statusOpen') : t('dashboard.statusClosed')}
    </span>
  );
}

/**
 * One monthly activity on the dashboard (spec point 2). Memoised: a section grows in steps (useScrollRenderedList)
 * and each step must render only the new cards.
 */
export const ActivityCard = memo(function ActivityCard({
  activity,
  canFill,
  canManage,
  canReadS1 = false,
  canDelete = false,
  isBusy,
  onToggle,
}: ActivityCardProps) {
  const t = useT();
  const isOpen = isActivityOpen(activity);
  const title = t('dashboard.cardTitle', { month: monthName(activity.month), year: activity.year });
  return (
    <Card className="flex flex-col gap-4" data-testid={`activity-card-${activity.id}`} aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {t('dashboard.serviceYear', { serviceYear: activity.serviceYear })}
          </p>
        </div>
        <StatusBadge isOpen={isOpen} />
      </div>
      {isOpen ? <SelfReportedCount activityId={activity.id} /> : null}
      {isOpen ? (
        canFill ? (
          <ButtonLink to={paths.fillReports.href(activity.id)} icon={FilePenLine}>
            {t('dashboard.fill')}
          </ButtonLink>
        ) : null
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-gray-100 p-3 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('dashboard.closedNote')}
        </p>
      )}
      {canFill ? <ActivityFiguresLinks activityId={activity.id} isOpen={isOpen} canReadS1={canReadS1} /> : null}
      {canManage || (canDelete && isOpen) ? (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-gray-200 pt-3 dark:border-gray-700">
          {canManage ? <ManageButtons activity={activity} isBusy={isBusy} onToggle={onToggle} /> : null}
          {canDelete && isOpen ? <DeleteMonthButton activity={activity} /> : null}
        </div>
      ) : null}
    </Card>
  );
});

/** The secretary's 'Fechar/Abrir Atividade', 'Editar' and 'Rever'. */
function ManageButtons({ activity, isBusy, onToggle }: Pick<ActivityCardProps, 'activity' | 'isBusy' | 'onToggle'>) {
  const t = useT();
  const isOpen = isActivityOpen(activity);
  useEffect(() => preloadScreen(paths.reviewActivity.path), []);
  return (
    <>
      <Button
        size="sm"
        variant={isOpen ? 'danger' : 'success'}
        disabled={isBusy}
        onClick={() => onToggle(activity)}
        icon={
          isOpen ? <Lock className="size-4" aria-hidden="true" /> : <LockOpen className="size-4" aria-hidden="true" />
        }
      >
        {isBusy ? M.processing : isOpen ? t('dashboard.close') : t('dashboard.open')}
      </Button>
      <ButtonLink size="sm" variant="secondary" to={paths.editActivity.href(activity.id)} icon={Pencil}>
        {t('dashboard.edit')}
      </ButtonLink>
      <ButtonLink size="sm" variant="secondary" to={paths.reviewActivity.href(activity.id)} icon={ClipboardCheck}>
        {t('dashboard.review')}
      </ButtonLink>
    </>
  );
}
