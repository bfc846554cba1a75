import { loadedWhenOpened } from '../../../components/ui/loaded-when-opened';
import type { PickerDialogProps } from './picker-dialog-panel';

export type { PickerDialogProps, PickerOption } from './picker-dialog-panel';

/** A dialog with one button per option (a service year, a group). */
export const PickerDialog = loadedWhenOpened<PickerDialogProps>(() =>
  import('./picker-dialog-panel').then((module) => module.PickerDialogPanel),
);
