import { GoogleOAuthProvider } from '@react-oauth/google';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { GOOGLE_CLIENT_ID } from '../lib/google';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * Server state, notifications and routes. Toast durations are react-hot-toast's defaults (spec point 9).
 * With VITE_GOOGLE_CLIENT_ID the app is wrapped in the Google provider (Portuguese locale).
 */
export function Providers() {
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  if (!GOOGLE_CLIENT_ID) return app;
  return (
    <GoogleOAuthProvider clientId={GOOGLE_CLIENT_ID} locale="pt-PT">
      {app}
    </GoogleOAuthProvider>
  );
}
