import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { SessionExpired } from '../../../components/ui/session-expired';
import { useSession } from '../../../lib/session';
import { SecurityTab } from '../components/security-tab';

export const PASSWORD_CHANGE_REQUIRED_TEXT =
  'Por segurança, tem de alterar a sua palavra-passe antes de continuar: a atual foi criada para si (primeiro acesso ou palavra-passe reposta por um administrador).';

/**
 * Shown by the role guard in place of every screen while the signed-in user must change their password (the API
 * refuses everything else meanwhile). Once changed, the stored user says so and the guard shows the screen asked for.
 */
export function Component() {
  const { user } = useSession();
  if (!user) return <SessionExpired />;
  return (
    <>
      <PageHeader title="Alterar palavra-passe" />
      <Notice tone="warning" className="mb-6">
        {PASSWORD_CHANGE_REQUIRED_TEXT}
      </Notice>
      <Card>
        <SecurityTab user={user} />
      </Card>
    </>
  );
}
