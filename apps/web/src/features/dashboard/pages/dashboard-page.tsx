import { can } from '@congregacao/shared/permissions';
import { PageHeader } from '../../../components/ui/page-header';
import { SessionExpired } from '../../../components/ui/session-expired';
import { useT } from '../../../lib/language';
import { userLabel, useSession } from '../../../lib/session';
import { ActivitySections } from '../components/activity-sections';
import { AdminPanel } from '../components/admin-panel';

export function Component() {
  const t = useT();
  const session = useSession();
  if (!session.isLoggedIn) return <SessionExpired />;

  return (
    <>
      <PageHeader
        title={
          <span data-testid="dashboard-greeting">{t('dashboard.greeting', { name: userLabel(session.user) })}</span>
        }
        subtitle={t('dashboard.welcome')}
      />
      <ActivitySections
        role={session.role}
        afterOpen={can(session.role, 'users.manage') ? <AdminPanel role={session.role} /> : null}
      />
    </>
  );
}
