import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** Shows `message` as an error toast each time a load fails. */
export function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [isError, message]);
}
