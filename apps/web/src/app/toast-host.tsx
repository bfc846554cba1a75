import { useSyncExternalStore } from 'react';
import { loadedToastModule, subscribeToastModule } from '../lib/toast';

/** react-hot-toast's <Toaster>, mounted once the first toast has loaded it (lib/toast). */
export function ToastHost() {
  const module = useSyncExternalStore(subscribeToastModule, loadedToastModule, loadedToastModule);
  return module ? <module.Toaster /> : null;
}
