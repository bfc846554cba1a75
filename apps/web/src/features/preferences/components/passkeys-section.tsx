import { PASSKEY_NAME_MAX } from '@congregacao/shared/limits';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { FieldSubmit, refusalText, useFieldState } from './field-submit';
import { PasskeyRow } from './passkey-row';

/** A name (optional: the server names it after the browser) and the device's own prompt. */
function AddPasskeyForm() {
  const add = useAddPasskey();
  const name = useFieldState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    name.setError(null);
    add.mutate(name.value.trim() || undefined, {
      onSuccess: () => {
        toast.success(PASSKEY_MESSAGES.added);
        name.setValue('');
      },
      onError: (failure) => name.setError(refusalText(failure, failure.message || PASSKEY_MESSAGES.notVerified)),
    });
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      id="passkey-new-name"
      label="Nome da nova chave de acesso (opcional)"
      placeholder="Por exemplo: Telemóvel"
      maxLength={PASSKEY_NAME_MAX}
      field={name}
      isPending={add.isPending}
      icon={Plus}
    >
      Adicionar chave de acesso
    </FieldSubmit>
  );
}

/**
 * Segurança → Chaves de acesso: passkeys (WebAuthn) sign in without a password or a code: the device asks for its
 * fingerprint, face or PIN. Each counts as a second factor (MFA_REQUIRED_ROLES).
 */
export function PasskeysSection() {
  const list = usePasskeys();
  return (
    <section aria-labelledby="passkeys-title" className="space-y-4">
      <h2 id="passkeys-title" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        Chaves de acesso
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Entre sem password nem código: o dispositivo pede a impressão digital, o rosto ou o PIN. Uma chave de acesso
        conta como segundo fator.
      </p>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <LoadErrorNotice message="Erro ao carregar as chaves de acesso." onRetry={() => void list.refetch()} />
      ) : list.data.passkeys.length > 0 ? (
        <ul className="space-y-3">
          {list.data.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">Ainda não tem chaves de acesso.</p>
      )}
      <AddPasskeyForm />
    </section>
  );
}
