import { GoogleLogin } from '@react-oauth/google';
import { GOOGLE_CLIENT_ID } from '../../../lib/google';
import { toast } from '../../../lib/toast';
import { GOOGLE_SIGN_IN_FAILED, googleLoginErrorMessage, useGoogleLogin } from '../api/google-login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

function GoogleSignIn() {
  const finishSignIn = useFinishSignIn();
  const googleLogin = useGoogleLogin();

  return (
    <div className="mt-6">
      <div className="relative mb-4 flex items-center" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
        <span className="px-3 text-xs text-gray-500 uppercase dark:text-gray-400">ou</span>
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      </div>
      <div className="flex justify-center" aria-busy={googleLogin.isPending || undefined}>
        <GoogleLogin
          text="signin_with"
          shape="rectangular"
          onSuccess={({ credential, clientId, select_by }) => {
            if (!credential) {
              toast.error(GOOGLE_SIGN_IN_FAILED);
              return;
            }
            googleLogin.mutate(
              { credential, clientId, select_by },
              {
                onSuccess: finishSignIn,
                onError: (error) => toast.error(googleLoginErrorMessage(error)),
              },
            );
          }}
          onError={() => {
            toast.error(GOOGLE_SIGN_IN_FAILED);
          }}
        />
      </div>
    </div>
  );
}

/**
 * The external identity provider's sign-in button (Google, spec points 1 and 7: POST /auth/google
 * {credential}), in the Portuguese locale (set on the provider). Only when the build has VITE_GOOGLE_CLIENT_ID (the app is then
 * wrapped in GoogleOAuthProvider); otherwise nothing, separator included.
 */
export function ExternalSignInSlot() {
  return GOOGLE_CLIENT_ID ? <GoogleSignIn /> : null;
}
