import type { Passkey } from '@congregacao/shared/contracts/passkeys';
import { PASSKEY_NAME_MAX } from '@congregacao/shared/limits';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { Check, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { FieldSubmit, refusalText, useFieldState } from './field-submit';
import { RemoveWithPassword } from './remove-with-password';

const day = (iso: string) => new Date(iso).toLocaleDateString('pt-PT');

type Mode = 'view' | 'rename' | 'remove';

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
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
        onError: (failure) => name.setError(refusalText(failure, 'Erro ao mudar o nome.')),
      },
    );
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      id={`passkey-name-${passkey.id}`}
      label="Nome da chave de acesso"
      maxLength={PASSKEY_NAME_MAX}
      field={name}
      isPending={rename.isPending}
      icon={Check}
      onCancel={onDone}
    >
      Guardar
    </FieldSubmit>
  );
}

function RemoveForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
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
            onError: (failure) => field.setError(refusalText(failure, 'Erro ao remover a chave de acesso.')),
          },
        )
      }
    />
  );
}

/** One passkey: its name and dates; rename it, or remove it with the password. */
export function PasskeyRow({ passkey }: { passkey: Passkey }) {
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
              Adicionada em {day(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt ? `Última utilização: ${day(passkey.lastUsedAt)}` : 'Ainda não usada'}
              {passkey.isBackedUp ? ' · Sincronizada' : ''}
            </p>
          </div>
        </div>
        {mode === 'view' ? (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" icon={Pencil} onClick={() => setMode('rename')}>
              Mudar nome
            </Button>
            <Button size="sm" variant="secondary" icon={Trash2} onClick={() => setMode('remove')}>
              Remover
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? <RenameForm passkey={passkey} onDone={back} /> : null}
      {mode === 'remove' ? <RemoveForm passkey={passkey} onDone={back} /> : null}
    </li>
  );
}
