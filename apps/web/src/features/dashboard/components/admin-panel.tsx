import type { UserRole } from '@congregacao/shared/enums';
import { can } from '@congregacao/shared/permissions';
import { CalendarPlus, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { PioneerStatsCard } from './pioneer-stats-card';

const NOTE_ID = 'post-activity-note';

interface ActionCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
  note?: string;
}

function ActionCard({ icon, title, description, action, note }: ActionCardProps) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center gap-2 text-primary-700 dark:text-primary-300">
        {icon}
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      <div className="mt-auto">{action}</div>
      {note ? (
        <p id={NOTE_ID} className="text-xs text-amber-800 dark:text-amber-300">
          {note}
        </p>
      ) : null}
    </Card>
  );
}

const icon = 'size-5';

/** Administrative actions for Admin and Secretary (spec point 2); posting an activity is the secretary's. */
export function AdminPanel({ role }: { role: UserRole | null }) {
  const t = useT();
  const canPost = can(role, 'activities.write');
  return (
    <section aria-labelledby="admin-panel-title" className="space-y-3">
      <h2 id="admin-panel-title" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
        {t('dashboard.adminActions')}
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ActionCard
          icon={<UserPlus className={icon} aria-hidden="true" />}
          title={t('dashboard.newPublisher')}
          description={t('dashboard.newPublisherText')}
          action={<ButtonLink to={paths.newPublisher.href()}>{t('dashboard.newPublisher')}</ButtonLink>}
        />
        <ActionCard
          icon={<Users className={icon} aria-hidden="true" />}
          title={t('dashboard.registerUser')}
          description={t('dashboard.registerUserText')}
          action={<ButtonLink to={paths.registerUser.href()}>{t('dashboard.registerUser')}</ButtonLink>}
        />
        <ActionCard
          icon={<CalendarPlus className={icon} aria-hidden="true" />}
          title={t('dashboard.postActivity')}
          description={t('dashboard.postActivityText')}
          action={
            canPost ? (
              <ButtonLink to={paths.newActivity.href()}>{t('dashboard.postActivity')}</ButtonLink>
            ) : (
              <button type="button" disabled className={buttonClasses()} aria-describedby={NOTE_ID}>
                {t('dashboard.postActivity')}
              </button>
            )
          }
          note={canPost ? undefined : t('dashboard.secretariesOnly')}
        />
        <PioneerStatsCard />
      </div>
    </section>
  );
}
