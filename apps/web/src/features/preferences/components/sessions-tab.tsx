import type { OwnSession, RecentFactor } from '@congregacao/shared/contracts/sessions';
import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions, useEndSession, useOwnSessions } from '../api/own-sessions';
import { when } from '../utils/dates';
import { RecentFactorsNotice } from './recent-factors-notice';

function SessionRow({ session }: { session: OwnSession }) {
  const t = useT();
  const end = useEndSession();
  return (
    <li
      data-testid="own-session"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-gray-700"
    >
      <div className="flex items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-gray-500" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-medium text-gray-900 dark:text-gray-100">
            {session.device ?? t('preferences.sessions.unknownDevice')}
            {session.current ? (
              <span className="ml-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs text-primary-800 dark:bg-primary-900 dark:text-primary-100">
                {t('preferences.sessions.current')}
              </span>
            ) : null}
          </p>
          <p className="text-gray-600 dark:text-gray-400">{t('preferences.sessions.ip', { ip: session.ip ?? '—' })}</p>
          <p className="text-gray-600 dark:text-gray-400">
            {t('preferences.sessions.times', { start: when(session.createdAt), last: when(session.lastSeenAt) })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          isLoading={end.isPending}
          icon={<LogOut className="size-4" aria-hidden="true" />}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast.success(t('preferences.sessions.ended')),
              onError: (error) => toast.error(withServerReason(t('preferences.sessions.endFailed'), error)),
            })
          }
        >
          {t('preferences.sessions.end')}
        </Button>
      )}
    </li>
  );
}

/**
 * Sessões: where the account is signed in; end any one, or all but this one — and then the factors added in the last
 * day, if any, to remove (ADR 038).
 */
export function SessionsTab() {
  const t = useT();
  const sessions = useOwnSessions();
  const endOthers = useEndOtherSessions();
  const [recent, setRecent] = useState<RecentFactor[] | null>(null);
  const notice = recent ? <RecentFactorsNotice factors={recent} onDone={() => setRecent(null)} /> : null;
  if (sessions.isPending) return <Spinner />;
  if (sessions.error) {
    return <LoadErrorNotice message={t('preferences.sessions.loadFailed')} onRetry={() => void sessions.refetch()} />;
  }
  const list = sessions.data.sessions;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {list.some((session) => !session.current) ? (
        <Button
          variant="danger"
          isLoading={endOthers.isPending}
          icon={<LogOut className="size-4" aria-hidden="true" />}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended, recentFactors }) => {
                toast.success(t('preferences.sessions.endedCount', { n: ended }));
                if (recentFactors.length > 0) setRecent(recentFactors);
              },
              onError: (error) => toast.error(withServerReason(t('preferences.sessions.endAllFailed'), error)),
            })
          }
        >
          {t('preferences.sessions.endOthers')}
        </Button>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('preferences.sessions.noOthers')}</p>
      )}
      {notice}
    </div>
  );
}
