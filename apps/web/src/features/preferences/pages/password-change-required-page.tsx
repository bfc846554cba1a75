import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { SessionExpired } from '../../../components/ui/session-expired';
import { useT } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { SecurityTab } from '../components/security-tab';

/**
 * Shown by the role guard in place of every screen while the signed-in user must change their password (the API
 * refuses everything else meanwhile). Once changed, the stored user says so and the guard shows the screen asked for.
 */
export function Component() {
  const t = useT();
  const { user } = useSession();
  if (!user) return <SessionExpired />;
  return (
    <>
      <PageHeader title={t('preferences.passwordRequired.title')} />
      <Notice tone="warning" className="mb-6">
        {t('preferences.passwordRequired.text')}
      </Notice>
      <Card>
        <SecurityTab user={user} />
      </Card>
    </>
  );
}
