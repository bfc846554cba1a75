import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/language';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * Shown by the role guard in place of every screen while the signed-in user's role requires a second factor and they
 * have none (MFA_REQUIRED_ROLES; the API refuses everything else meanwhile): TOTP or a passkey. Once enrolled and the recovery codes put
 * away, the stored user says so and the guard shows the screen asked for. Not a route's screen (features/…/pages are
 * listed in /login's entry), so it is imported by the guard alone.
 */
export default function SecondFactorRequired() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('preferences.mfa.enable')} />
      <Notice tone="warning" className="mb-6">
        {MFA_MESSAGES.secondFactorRequired}
      </Notice>
      <Card className="space-y-8">
        <TwoFactorSection />
        <PasskeysSection />
      </Card>
    </>
  );
}
