import { useEffect } from 'react';
import { toast } from '../lib/toast';

/** Shows `message` as an error toast each time a load fails (`failed`: a flag or the error itself); one at a time. */
export function useErrorToast(failed: unknown, message: string) {
  const isError = Boolean(failed);
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [isError, message]);
}
