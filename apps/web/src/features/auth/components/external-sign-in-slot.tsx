import { lazy, Suspense } from 'react';
import { GOOGLE_CLIENT_ID } from '../../../lib/google';

const GoogleSignInPanel = lazy(() => import('./google-sign-in'));

/**
 * The external identity provider's sign-in button (Google, spec points 1 and 7: POST /auth/google
 * {credential}), in the Portuguese locale. Only when the build has VITE_GOOGLE_CLIENT_ID; otherwise nothing,
 * separator included, and the Google library is not loaded at all.
 */
export function ExternalSignInSlot() {
  if (!GOOGLE_CLIENT_ID) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInPanel clientId={GOOGLE_CLIENT_ID} />
    </Suspense>
  );
}
