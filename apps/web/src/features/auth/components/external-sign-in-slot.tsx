import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { lazy, Suspense } from 'react';
import { GOOGLE_CLIENT_ID } from '../../../lib/google';
import { withAppCatalogue } from '../../../lib/language';

// pure: a build without a client id drops it, and the chunk's name, from /login's JavaScript
// with the texts it shows (the app's part of the catalogue, lib/language.ts)
const GoogleSignInPanel = /* @__PURE__ */ lazy(() => withAppCatalogue(() => import('./google-sign-in')));

/**
 * The external identity provider's sign-in button (Google, spec points 1 and 7: POST /auth/google
 * {credential}), in the Portuguese locale; a user with a second factor goes on to `onChallenge`. Only when the build has VITE_GOOGLE_CLIENT_ID; otherwise nothing,
 * separator included, and the Google library is not loaded at all.
 */
export function ExternalSignInSlot({ onChallenge }: { onChallenge: (challenge: MfaChallenge) => void }) {
  if (!GOOGLE_CLIENT_ID) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInPanel clientId={GOOGLE_CLIENT_ID} onChallenge={onChallenge} />
    </Suspense>
  );
}
