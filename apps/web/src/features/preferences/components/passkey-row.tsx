import type { Passkey } from '@congregacao/shared/contracts/passkeys';
import { PASSKEY_NAME_MAX } from '@congregacao/shared/limits';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { Check, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { day } from '../utils/dates';
import { FieldSubmit, refusalText, useFieldState } from './field-submit';
import { RemoveWithPassword } from './remove-with-password';

type Mode = 'view' | 'rename' | 'remove';

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = useT();
  const rename = useRenamePasskey();
  const name = useFieldState(passkey.name);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.value.trim()) return name.setError(PASSKEY_MESSAGES.nameRequired);
    name.setError(null);
    rename.mutate(
      { id: passkey.id, name: name.value.trim() },
      {
        onSuccess: () => {
          toast.success(PASSKEY_MESSAGES.renamed);
          onDone();
        },
        onError: (failure) => name.setError(refusalText(failure, t('preferences.passkeys.renameFailed'))),
      },
    );
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      id={`passkey-name-${passkey.id}`}
      label={t('preferences.passkeys.nameLabel')}
      maxLength={PASSKEY_NAME_MAX}
      field={name}
      isPending={rename.isPending}
      icon={Check}
      onCancel={onDone}
    >
      {t('preferences.passkeys.save')}
    </FieldSubmit>
  );
}

function RemoveForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = useT();
  const remove = useRemovePasskey();
  return (
    <RemoveWithPassword
      id={`passkey-remove-password-${passkey.id}`}
      name={passkey.name}
      isPending={remove.isPending}
      onCancel={onDone}
      onRemove={(password, field) =>
        remove.mutate(
          { id: passkey.id, password },
          {
            onSuccess: () => toast.success(PASSKEY_MESSAGES.removed),
            onError: (failure) => field.setError(refusalText(failure, t('preferences.passkeys.removeFailed'))),
          },
        )
      }
    />
  );
}

/** One passkey: its name and dates; rename it, or remove it with the password. */
export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('view');
  const back = () => setMode('view');
  return (
    <li data-testid="passkey" className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-gray-500" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-medium text-gray-900 dark:text-gray-100">{passkey.name}</p>
            <p className="text-gray-600 dark:text-gray-400">
              {t('preferences.passkeys.added', { day: day(passkey.createdAt) })} ·{' '}
              {passkey.lastUsedAt
                ? t('preferences.passkeys.lastUsed', { day: day(passkey.lastUsedAt) })
                : t('preferences.passkeys.neverUsed')}
              {passkey.isBackedUp ? ` · ${t('preferences.passkeys.synced')}` : ''}
            </p>
          </div>
        </div>
        {mode === 'view' ? (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" icon={Pencil} onClick={() => setMode('rename')}>
              {t('preferences.passkeys.rename')}
            </Button>
            <Button size="sm" variant="secondary" icon={Trash2} onClick={() => setMode('remove')}>
              {t('preferences.remove')}
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? <RenameForm passkey={passkey} onDone={back} /> : null}
      {mode === 'remove' ? <RemoveForm passkey={passkey} onDone={back} /> : null}
    </li>
  );
}
