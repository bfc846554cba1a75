import type { InvitationInfo } from '@congregacao/shared/contracts/self-reporting';
import { LinkIcon, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { acceptInvitation, getInvitation, invitationErrorText, isInvitationUnusable } from '../api/invitation';
import { AcceptInvitationForm } from '../components/accept-invitation-form';
import { useSignInCall } from '../hooks/use-sign-in-call';

type Loaded = { state: 'loading' } | { state: 'ready'; info: InvitationInfo } | { state: 'failed'; error: unknown };

function UnusableInvitation({ error }: { error: unknown }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-md py-8">
      <EmptyState
        headingLevel="h1"
        title={t('auth.invitation.unavailable')}
        description={invitationErrorText(error)}
        icon={<LinkIcon className="size-10" />}
        action={
          <ButtonLink to={paths.login.href()} icon={<LogIn className="size-4" aria-hidden="true" />}>
            {t('auth.invitation.signIn')}
          </ButtonLink>
        }
      />
    </div>
  );
}

/** /convite/{token}: a publisher creates their account from the invitation link and is signed in (issue 23). */
export function Component() {
  const t = useT();
  const token = useParams().token ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const signIn = useSignInCall((body: { username: string; password: string }) => acceptInvitation(token, body));

  useEffect(() => {
    let isCurrent = true;
    getInvitation(token).then(
      (info) => isCurrent && setLoaded({ state: 'ready', info }),
      (error: unknown) => isCurrent && setLoaded({ state: 'failed', error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  if (loaded.state === 'loading') return <PageSpinner />;
  if (loaded.state === 'failed') return <UnusableInvitation error={loaded.error} />;
  // the link was spent or revoked while the form was open: the same page as on arrival
  if (isInvitationUnusable(signIn.error)) return <UnusableInvitation error={signIn.error} />;
  return (
    <div className="flex min-h-[70vh] items-center justify-center py-6">
      <Card className="w-full max-w-sm sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">
            {t('auth.invitation.greeting', { name: loaded.info.displayName })}
          </h1>
          <p className="mt-2 text-gray-700 dark:text-gray-300">{t('auth.invitation.intro')}</p>
        </div>
        <AcceptInvitationForm
          onSubmit={(body) => void signIn.run(body)}
          isSubmitting={signIn.isPending}
          error={signIn.error ? invitationErrorText(signIn.error) : null}
        />
      </Card>
    </div>
  );
}
