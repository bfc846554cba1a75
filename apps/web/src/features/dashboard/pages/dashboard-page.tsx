import { can } from '@congregacao/shared/permissions';
import { PageHeader } from '../../../components/ui/page-header';
import { SessionExpired } from '../../../components/ui/session-expired';
import { userLabel, useSession } from '../../../lib/session';
import { ActivitySections } from '../components/activity-sections';
import { AdminPanel } from '../components/admin-panel';

export function Component() {
  const session = useSession();
  if (!session.isLoggedIn) return <SessionExpired />;

  return (
    <>
      <PageHeader
        title={<span data-testid="dashboard-greeting">Olá, {userLabel(session.user)}!</span>}
        subtitle="Bem-vindo ao Sistema de Gestão da Congregação."
      />
      <ActivitySections
        role={session.role}
        afterOpen={can(session.role, 'users.manage') ? <AdminPanel role={session.role} /> : null}
      />
    </>
  );
}
