import type { RecentFactor } from '@congregacao/shared/contracts/sessions';
import { RECENT_FACTOR_HOURS } from '@congregacao/shared/limits';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useRemovePasskey } from '../api/passkeys';
import { reloadStoredUser, useDisableTotp } from '../api/second-factor';
import { when } from '../utils/dates';
import { type FieldState, refusalText } from './field-submit';
import { RemoveWithPassword } from './remove-with-password';

const keyOf = (factor: RecentFactor) => `${factor.kind}-${factor.id}`;

/** Removing one factor of the list with the password (a TOTP this recent needs no code: ADR 038). */
function RemoveFactor({
  factor,
  onRemoved,
  onCancel,
}: {
  factor: RecentFactor;
  onRemoved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  // the stored user is reloaded once, when the notice closes
  const removePasskey = useRemovePasskey({ reloadsUser: false });
  const disableTotp = useDisableTotp({ reloadsUser: false });

  function remove(password: string, field: FieldState) {
    const callbacks = {
      onSuccess: () => {
        toast.success(factor.kind === 'passkey' ? PASSKEY_MESSAGES.removed : MFA_MESSAGES.disabled);
        onRemoved();
      },
      onError: (failure: unknown) =>
        field.setError(refusalText(failure, t('preferences.recent.removeFailed', { name: factor.name }))),
    };
    if (factor.kind === 'passkey') removePasskey.mutate({ id: factor.id, password }, callbacks);
    else disableTotp.mutate({ password }, callbacks);
  }

  return (
    <RemoveWithPassword
      id={`recent-factor-password-${keyOf(factor)}`}
      name={factor.name}
      isPending={removePasskey.isPending || disableTotp.isPending}
      onRemove={remove}
      onCancel={onCancel}
    />
  );
}

/**
 * After a password change or ending the other sessions: the ways to sign in added in the last day, each with
 * 'Remover' — whoever had the account's session may have added one, and it would outlive both. When the person keeps
 * the rest or none is left, the stored user is reloaded (the guards read it) and `onDone` closes the notice.
 */
export function RecentFactorsNotice({ factors, onDone }: { factors: RecentFactor[]; onDone: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(factors);
  const [removing, setRemoving] = useState<string | null>(null);

  function close() {
    void reloadStoredUser();
    onDone();
  }

  function removed(factor: RecentFactor) {
    const rest = left.filter((f) => keyOf(f) !== keyOf(factor));
    setLeft(rest);
    setRemoving(null);
    if (rest.length === 0) close();
  }

  return (
    <Notice
      tone="warning"
      title={t('preferences.recent.title', { hours: RECENT_FACTOR_HOURS })}
      actions={
        <Button size="sm" variant="secondary" icon={Check} onClick={close}>
          {t('preferences.recent.mine')}
        </Button>
      }
    >
      <p>{t('preferences.recent.intro')}</p>
      <ul className="mt-3 space-y-3">
        {left.map((factor) => (
          <li key={keyOf(factor)} data-testid="recent-factor" className="space-y-2">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p>
                {/* a passkey's name is the person's own ("Portátil"): its kind is said; a TOTP's name says it */}
                <span className="font-medium">{factor.name}</span>
                {factor.kind === 'passkey' ? ` · ${t('preferences.recent.passkey')}` : ''} ·{' '}
                {t('preferences.recent.addedOn', { when: when(factor.createdAt) })}
              </p>
              {removing === keyOf(factor) ? null : (
                <Button size="sm" variant="danger" icon={Trash2} onClick={() => setRemoving(keyOf(factor))}>
                  {t('preferences.remove')}
                </Button>
              )}
            </div>
            {removing === keyOf(factor) ? (
              <RemoveFactor factor={factor} onRemoved={() => removed(factor)} onCancel={() => setRemoving(null)} />
            ) : null}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
