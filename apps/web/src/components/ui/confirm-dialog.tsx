import { lazy } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-panel';
import { LoadedWhenOpened } from './loaded-when-opened';

export type { ConfirmDialogProps } from './confirm-dialog-panel';

const Panel = lazy(() => import('./confirm-dialog-panel').then((module) => ({ default: module.ConfirmDialogPanel })));

/** A confirmation dialog (title, message, cancel and confirm buttons). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LoadedWhenOpened isOpen={props.isOpen}>
      <Panel {...props} />
    </LoadedWhenOpened>
  );
}
