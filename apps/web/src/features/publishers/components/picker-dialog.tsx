import { lazy } from 'react';
import { LoadedWhenOpened } from '../../../components/ui/loaded-when-opened';
import type { PickerDialogProps } from './picker-dialog-panel';

export type { PickerDialogProps, PickerOption } from './picker-dialog-panel';

const Panel = lazy(() => import('./picker-dialog-panel').then((module) => ({ default: module.PickerDialogPanel })));

/** A dialog with one button per option (a service year, a group). */
export function PickerDialog(props: PickerDialogProps) {
  return (
    <LoadedWhenOpened isOpen={props.isOpen}>
      <Panel {...props} />
    </LoadedWhenOpened>
  );
}
