import type { ConfirmDialogProps } from './confirm-dialog-panel';
import { loadedWhenOpened } from './loaded-when-opened';

export type { ConfirmDialogProps } from './confirm-dialog-panel';

/** A confirmation dialog (title, message, cancel and confirm buttons). */
export const ConfirmDialog = loadedWhenOpened<ConfirmDialogProps>(() =>
  import('./confirm-dialog-panel').then((module) => module.ConfirmDialogPanel),
);
