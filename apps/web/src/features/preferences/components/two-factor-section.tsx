import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { reloadStoredUser, useDisableTotp, useMfaStatus } from '../api/second-factor';
import { day } from '../utils/dates';
import { FieldSubmit, refusalText, useFieldState } from './field-submit';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpEnrolment } from './totp-enrolment';

function DisableForm() {
  const t = useT();
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  // the form's refusal shows under the code, the field it ends in
  const code = useFieldState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || code.value.trim().length < 6) {
      code.setError(t('preferences.mfa.disableMissing'));
      return;
    }
    code.setError(null);
    disable.mutate(
      { password, code: code.value.trim() },
      {
        onSuccess: () => toast.success(MFA_MESSAGES.disabled),
        onError: (failure) => code.setError(refusalText(failure, t('preferences.mfa.disableFailed'))),
      },
    );
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      leading={
        <TextField
          id="mfa-disable-password"
          type="password"
          label={t('preferences.mfa.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      }
      id="mfa-disable-code"
      label={t('preferences.mfa.code')}
      autoComplete="one-time-code"
      field={code}
      isPending={disable.isPending}
      variant="danger"
      icon={<ShieldOff className="size-4" aria-hidden="true" />}
    >
      {t('preferences.mfa.disable')}
    </FieldSubmit>
  );
}

/** Segurança → Autenticação de dois fatores: on (since when, recovery codes left, turn off) or off (turn on). */
export function TwoFactorSection() {
  const t = useT();
  const status = useMfaStatus();
  // shown once, right after enrolment, until the person says they put them away
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <section aria-labelledby="two-factor-title" className="space-y-4">
      <h2 id="two-factor-title" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('preferences.mfa.title')}
      </h2>
      {recoveryCodes ? (
        <RecoveryCodesPanel
          codes={recoveryCodes}
          onDismiss={() => {
            setRecoveryCodes(null);
            void reloadStoredUser();
          }}
        />
      ) : status.isPending ? (
        <Spinner />
      ) : status.error ? (
        <LoadErrorNotice message={t('preferences.mfa.loadFailed')} onRetry={() => void status.refetch()} />
      ) : status.data.totp.enabled ? (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('preferences.mfa.enabledSince', {
              day: status.data.totp.confirmedAt ? day(status.data.totp.confirmedAt) : '—',
              left: status.data.recoveryCodesLeft,
            })}
          </p>
          <DisableForm />
        </>
      ) : (
        <TotpEnrolment onEnrolled={setRecoveryCodes} />
      )}
    </section>
  );
}
