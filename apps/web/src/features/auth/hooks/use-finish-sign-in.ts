import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import { t } from '@congregacao/shared/i18n/translate';
import { useNavigate } from 'react-router';
import { chooseLocale, loadAppCatalogue } from '../../../lib/language';
import { takeReturnPath } from '../../../lib/navigation';
import { saveSession } from '../../../lib/session';
import { applyTheme } from '../../../lib/theme';
import { toast } from '../../../lib/toast';

/**
 * After any sign-in (password or Google): store the session, apply the user's theme and language (ADR 043), say so,
 * and go back to the page the person was on when the session ended (remembered for this tab), else the dashboard.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return async (session: SessionResponse) => {
    // the signed-in bar and screens draw as soon as the session is stored: their texts first, in the user's language
    if (session.user.language) await chooseLocale(session.user.language);
    await loadAppCatalogue();
    saveSession(session);
    applyTheme(session.user.preferredTheme);
    toast.success(t('session.signedIn'), { acrossNavigation: true });
    navigate(takeReturnPath(), { replace: true });
  };
}
