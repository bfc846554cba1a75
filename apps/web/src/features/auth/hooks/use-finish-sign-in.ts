import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import { useNavigate } from 'react-router';
import { takeReturnPath } from '../../../lib/navigation';
import { saveSession } from '../../../lib/session';
import { applyTheme } from '../../../lib/theme';
import { toast } from '../../../lib/toast';
import { LOGIN_SUCCESS_MESSAGE } from '../api/login';

/**
 * After any sign-in (password or Google): store the session, apply the user's theme, say so, and go back to the page
 * the person was on when the session ended (remembered for this tab), else the dashboard.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    saveSession(session);
    applyTheme(session.user.preferredTheme);
    toast.success(LOGIN_SUCCESS_MESSAGE);
    navigate(takeReturnPath(), { replace: true });
  };
}
