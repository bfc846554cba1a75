import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './router';

/** Server state, notifications and routes. Toast durations are react-hot-toast's defaults (spec point 9). */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
