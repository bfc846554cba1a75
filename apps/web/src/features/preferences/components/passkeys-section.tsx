import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { PASSKEY_NAME_MAX } from '@congregacao/shared/limits';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { FieldSubmit, refusalText, useFieldState } from './field-submit';
import { PasskeyRow } from './passkey-row';

/**
 * A name (optional: the server names it after the browser), the account's password (a session alone adds no way to
 * sign in: ADR 038), and the device's own prompt.
 */
function AddPasskeyForm() {
  const t = useT();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const password = useFieldState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password.value) return password.setError(USER_MESSAGES.currentPasswordRequired);
    password.setError(null);
    add.mutate(
      { name: name.trim() || undefined, password: password.value },
      {
        onSuccess: () => {
          toast.success(PASSKEY_MESSAGES.added);
          setName('');
          password.setValue('');
        },
        onError: (failure) => password.setError(refusalText(failure, failure.message || PASSKEY_MESSAGES.notVerified)),
      },
    );
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      leading={
        <TextField
          id="passkey-new-name"
          label={t('preferences.passkeys.newName')}
          placeholder={t('preferences.passkeys.newNamePlaceholder')}
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      }
      id="passkey-new-password"
      type="password"
      autoComplete="current-password"
      label={t('preferences.passkeys.password')}
      field={password}
      isPending={add.isPending}
      icon={Plus}
    >
      {t('preferences.passkeys.add')}
    </FieldSubmit>
  );
}

/**
 * Segurança → Chaves de acesso: passkeys (WebAuthn) sign in without a password or a code: the device asks for its
 * fingerprint, face or PIN. Each counts as a second factor (MFA_REQUIRED_ROLES).
 */
export function PasskeysSection() {
  const t = useT();
  const list = usePasskeys();
  return (
    <section aria-labelledby="passkeys-title" className="space-y-4">
      <h2 id="passkeys-title" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('preferences.passkeys.title')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('preferences.passkeys.intro')}</p>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <LoadErrorNotice message={t('preferences.passkeys.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.passkeys.length > 0 ? (
        <ul className="space-y-3">
          {list.data.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('preferences.passkeys.none')}</p>
      )}
      <AddPasskeyForm />
    </section>
  );
}
