import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { Church } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { login, loginErrorMessage } from '../api/login';
import { ExternalSignInSlot } from '../components/external-sign-in-slot';
import { LoginForm } from '../components/login-form';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSignInCall } from '../hooks/use-sign-in-call';

// only users with a second factor need it: loaded then, so /login's first load does not carry it
const SecondStepForm = lazy(() => import('../components/second-step-form'));

export function Component() {
  const finishSignIn = useFinishSignIn();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const signIn = useSignInCall(login, setChallenge);

  return (
    <div className="flex min-h-[70vh] items-center justify-center py-8">
      <Card className="w-full max-w-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Church className="size-10 text-primary-700 dark:text-primary-300" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Iniciar Sessão</h1>
          <p className="text-sm text-gray-600 dark:text-gray-300">Entre com a sua conta para continuar.</p>
        </div>
        {challenge ? (
          <Suspense fallback={null}>
            <SecondStepForm
              mfaToken={challenge.mfaToken}
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
              error={signIn.error}
            />
            {/* external identity provider (Google) sign-in, when the build has a client id */}
            <ExternalSignInSlot onChallenge={setChallenge} />
          </>
        )}
      </Card>
    </div>
  );
}
