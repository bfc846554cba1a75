import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { toast } from '../../../lib/toast';
import { googleLogin, googleLoginErrorMessage, googleSignInFailed } from '../api/google-login';
import { useSignInCall } from '../hooks/use-sign-in-call';

interface GoogleSignInProps {
  onChallenge: (challenge: MfaChallenge) => void;
}

function GoogleSignIn({ onChallenge }: GoogleSignInProps) {
  const signIn = useSignInCall(googleLogin, onChallenge);

  return (
    <div className="mt-6">
      <div className="relative mb-4 flex items-center" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
        <span className="px-3 text-xs text-gray-500 uppercase dark:text-gray-400">ou</span>
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      </div>
      <div className="flex justify-center" aria-busy={signIn.isPending || undefined}>
        <GoogleLogin
          text="signin_with"
          shape="rectangular"
          onSuccess={({ credential, clientId, select_by }) => {
            if (!credential) {
              toast.error(googleSignInFailed());
              return;
            }
            void signIn.run({ credential, clientId, select_by }, (error) =>
              toast.error(googleLoginErrorMessage(error)),
            );
          }}
          onError={() => {
            toast.error(googleSignInFailed());
          }}
        />
      </div>
    </div>
  );
}

/**
 * The Google button inside the Google provider (Portuguese locale). Only the sign-in screen is wrapped in it, so
 * Google's script is loaded there and nowhere else, and only when the build has a client id.
 */
export default function GoogleSignInPanel({ clientId, onChallenge }: GoogleSignInProps & { clientId: string }) {
  return (
    <GoogleOAuthProvider clientId={clientId} locale="pt-PT">
      <GoogleSignIn onChallenge={onChallenge} />
    </GoogleOAuthProvider>
  );
}
