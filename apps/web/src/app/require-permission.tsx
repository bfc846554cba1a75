import type { UserRole } from '@congregacao/shared/enums';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { can, type GuardedRoute, ROUTE_PERMISSIONS } from '@congregacao/shared/permissions';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SessionExpired } from '../components/ui/session-expired';
import { PageSpinner } from '../components/ui/spinner';
import { rememberReturnPath } from '../lib/navigation';
import { paths } from '../lib/paths';
import { clearSession, hasStoredSessionTraces, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { AccessDeniedPage } from './access-denied-page';
import { queryClient } from './query-client';
import { type ScreenModule, screenIn } from './screens';

const guardedScreens = import.meta.glob<{ Component: ComponentType }>('../features/*/pages/*.tsx');

/** The lazy loader of a guarded screen of app/screen-files.ts (app/screens.ts says why it is here). */
export const screen = (file: string): ScreenModule => screenIn(guardedScreens, file);

const PasswordChangeRequired = lazy(() =>
  screen('preferences/pages/password-change-required-page')().then(({ Component }) => ({ default: Component })),
);

/**
 * Where a user starts: the dashboard for staff, their own report for a Publisher whose account is linked to their
 * publisher record (issue 23). An unlinked Publisher has no home: the access-denied page.
 */
export function homeOf(role: UserRole | null, publisherId: number | null | undefined): GuardedRoute {
  const isSelfReporter = can(role, ROUTE_PERMISSIONS[paths.ownReport.path]) && publisherId != null;
  return isSelfReporter ? paths.ownReport.path : paths.dashboard.path;
}

const SecondFactorRequired = lazy(() => import('../features/preferences/components/second-factor-required'));

/** The guard's toasts (catalogue namespace `app`). */
export const GUARD_MESSAGES = messages('app', { invalidSession: TEXT, noAccess: TEXT });

/** The toast announces the redirect, so it stays on the page it leads to (lib/toast). */
function RedirectWithToast({ to, message, before }: { to: string; message: string; before?: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    before?.();
    toast.error(message, { id: message, acrossNavigation: true });
    navigate(to, { replace: true });
  }, [navigate, to, message, before]);
  return null;
}

/**
 * Role guard of the spec's route table (point 2), derived from ROUTE_PERMISSIONS:
 * - what is left of a session that is no longer valid (a token without a role, a role without a token, a corrupt
 *   value): cleared, and to /login with 'A sua sessão é inválida!'; nothing stored (a first visit, after 'Sair'):
 *   to /login without a message;
 * - session lost while on the page (logout in another tab, cleared token): 'Sessão Expirada';
 * - a user who must change their password (first admin, reset password): the change, whatever the route;
 * - a user whose role requires a second factor and has none (MFA_REQUIRED_ROLES): the enrolment, whatever the route;
 * - role not allowed: to the role's home with 'Não tem acesso a esta página!' (a Publisher's home is
 *   /meu-relatorio, reached from / without a message); a role with no home: an access-denied page with 'Sair'.
 */
export function RequirePermission({ route, children }: { route: GuardedRoute; children?: ReactNode }) {
  const { isLoggedIn, role, user } = useSession();
  const { pathname, search } = useLocation();
  const hasSession = isLoggedIn && role !== null;

  // the path this guard last rendered with a valid session ("adjust state while rendering" pattern)
  const [enteredAt, setEnteredAt] = useState<string | null>(hasSession ? pathname : null);
  if (hasSession && enteredAt !== pathname) setEnteredAt(pathname);

  if (!hasSession) {
    if (enteredAt === pathname) return <SessionExpired />;
    rememberReturnPath(`${pathname}${search}`);
    if (!hasStoredSessionTraces()) return <Navigate to={paths.login.href()} replace />;
    return <RedirectWithToast to={paths.login.href()} message={GUARD_MESSAGES.invalidSession} before={clearSession} />;
  }
  if (user?.mustChangePassword) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <PasswordChangeRequired />
      </Suspense>
    );
  }
  if (user?.mustEnrolSecondFactor) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SecondFactorRequired />
      </Suspense>
    );
  }
  if (can(role, ROUTE_PERMISSIONS[route])) return children ?? <Outlet />;
  const home = homeOf(role, user?.publisherId);
  if (!can(role, ROUTE_PERMISSIONS[home])) return <AccessDeniedPage />;
  if (route === paths.dashboard.path) return <Navigate to={home} replace />;
  return <RedirectWithToast to={home} message={GUARD_MESSAGES.noAccess} />;
}

/** A guarded screen: the role guard, and the server-state cache the screens share (not loaded by /login). */
export function GuardedScreen({ route }: { route: GuardedRoute }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RequirePermission route={route} />
    </QueryClientProvider>
  );
}
