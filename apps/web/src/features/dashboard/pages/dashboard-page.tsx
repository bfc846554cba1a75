import { PageHeader } from '../../../components/ui/page-header';
import { SessionExpired } from '../../../components/ui/session-expired';
import { userLabel, useSession } from '../../../lib/session';

export function Component() {
  const session = useSession();
  if (!session.isLoggedIn) return <SessionExpired />;

  return (
    <>
      <PageHeader
        title={<span data-testid="dashboard-greeting">Olá, {userLabel(session.user)}!</span>}
        subtitle="Bem-vindo ao Sistema de Gestão da Congregação."
      />
      {/* administrative actions panel and monthly activities: added by later issues */}
    </>
  );
}
