import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { TextField, type TextFieldProps } from './form-field';

/** A username: typed as is (no capitals, no spelling fixes). */
export function UsernameField(props: Omit<TextFieldProps, 'autoCapitalize' | 'spellCheck'>) {
  return <TextField autoCapitalize="none" spellCheck={false} {...props} />;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** a password being chosen (the browser offers to generate and save it) rather than the current one */
  isNew?: boolean;
}

export function PasswordField({ isNew = false, ...rest }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...rest} />;
}

type FieldBinding = Omit<PasswordFieldProps, 'isNew' | 'hint'>;

export interface NewPasswordFieldsProps {
  /** the new password: id, label, error and the form's `register` result */
  password: FieldBinding;
  /** its confirmation */
  confirm: FieldBinding;
}

/** A new password (with the shared length hint) and its confirmation, side by side in a grid or stacked. */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField isNew hint={USER_MESSAGES.passwordHint} {...password} />
      <PasswordField isNew {...confirm} />
    </>
  );
}
