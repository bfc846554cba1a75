import { RouterProvider } from 'react-router';
import { router } from './router';
import { ToastHost } from './toast-host';

/**
 * Routes and notifications. Toast durations are react-hot-toast's defaults (spec point 9); its <Toaster> mounts with
 * the first toast (lib/toast). The server-state cache is provided by the signed-in screens and bar (app/query-client)
 * and the Google provider by the sign-in screen (features/auth), so neither is loaded where it is not used.
 */
export function Providers() {
  return (
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>
  );
}
