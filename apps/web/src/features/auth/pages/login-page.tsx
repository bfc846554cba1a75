import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { Church } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card-classes';
import { LanguagePicker } from '../../../components/ui/language-picker';
import { useT, withAppCatalogue } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { login, loginErrorMessage } from '../api/login';
import { ExternalSignInSlot } from '../components/external-sign-in-slot';
import { LoginForm } from '../components/login-form';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSignInCall } from '../hooks/use-sign-in-call';

// only users with a second factor need it: loaded then (with the texts it shows), so /login's first load does not
// carry it
const SecondStepForm = lazy(() => withAppCatalogue(() => import('../components/second-step-form')));
// the passkey ceremony and its library load on the click (with its texts): /login's first load carries neither
const passkeySignIn = () =>
  withAppCatalogue(() => import('../api/passkey-sign-in')).then((module) => module.signInWithPasskey());

export function Component() {
  const t = useT();
  const finishSignIn = useFinishSignIn();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const signIn = useSignInCall(login, setChallenge);
  const passkey = useSignInCall(passkeySignIn);

  return (
    <div className="flex min-h-[70vh] items-center justify-center py-8">
      <div className={`${CARD_CLASSES} w-full max-w-sm p-5 sm:p-8`}>
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Church className="size-10 text-primary-700 dark:text-primary-300" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('signIn.title')}</h1>
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('signIn.intro')}</p>
        </div>
        {challenge ? (
          <Suspense fallback={null}>
            <SecondStepForm
              mfaToken={challenge.mfaToken}
              methods={challenge.methods ?? ['totp']}
              finishSignIn={finishSignIn}
              errorMessage={loginErrorMessage}
              onRestart={() => setChallenge(null)}
            />
          </Suspense>
        ) : (
          <>
            <LoginForm
              onSubmit={(credentials) => void signIn.run(credentials)}
              isSubmitting={signIn.isPending}
              error={signIn.error ?? passkey.error}
            />
            <Link
              to={paths.forgotPassword.href()}
              className="mt-3 block text-center text-sm font-medium text-primary-700 underline dark:text-primary-300"
            >
              {t('passwordReset.forgotLink')}
            </Link>
            <Button
              variant="secondary"
              size="lg"
              className="mt-3 w-full"
              isLoading={passkey.isPending}
              onClick={() => void passkey.run(undefined)}
            >
              {t('signIn.passkey')}
            </Button>
            {/* external identity provider (Google) sign-in, when the build has a client id */}
            <ExternalSignInSlot onChallenge={setChallenge} />
          </>
        )}
        <LanguagePicker className="mt-6" />
      </div>
    </div>
  );
}
