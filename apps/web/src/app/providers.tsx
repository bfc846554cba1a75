import { GoogleOAuthProvider } from '@react-oauth/google';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { GOOGLE_CLIENT_ID } from '../lib/google';
import { queryClient } from './query-client';
import { router } from './router';
import { ToastHost } from './toast-host';

/**
 * Server state, notifications and routes. Toast durations are react-hot-toast's defaults (spec point 9); its
 * <Toaster> mounts with the first toast (lib/toast).
 * With VITE_GOOGLE_CLIENT_ID the app is wrapped in the Google provider (Portuguese locale).
 */
export function Providers() {
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>
  );
  if (!GOOGLE_CLIENT_ID) return app;
  return (
    <GoogleOAuthProvider clientId={GOOGLE_CLIENT_ID} locale="pt-PT">
      {app}
    </GoogleOAuthProvider>
  );
}
