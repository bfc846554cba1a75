import type { TotpEnrolment as Enrolment } from '@congregacao/shared/contracts/mfa';
import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { QrCode, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useConfirmTotp, useStartTotp } from '../api/second-factor';
import { FieldSubmit, refusalText, useFieldState } from './field-submit';

/** The secret in groups of four, as authenticator apps accept it typed (spaces are ignored). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function QrImage({ url }: { url: string }) {
  const t = useT();
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // the QR library is loaded with the enrolment only
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 200 }).then((image) => isCurrent && setDataUrl(image)),
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);
  if (!dataUrl) return <div className="size-[200px] animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" />;
  return <img src={dataUrl} width={200} height={200} alt={t('preferences.totp.qrAlt')} className="rounded-lg" />;
}

function ConfirmStep({ enrolment, onDone }: { enrolment: Enrolment; onDone: (codes: string[]) => void }) {
  const t = useT();
  const confirm = useConfirmTotp();
  const code = useFieldState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.value.trim())) {
      code.setError(t('preferences.totp.codeDigits'));
      return;
    }
    code.setError(null);
    confirm.mutate(code.value.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        toast.success(MFA_MESSAGES.enabled);
        onDone(recoveryCodes);
      },
      onError: (failure) => code.setError(refusalText(failure, MFA_MESSAGES.wrongCode)),
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('preferences.totp.scan')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrImage url={enrolment.otpauthUrl} />
        <div>
          <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('preferences.totp.secret')}</p>
          <code
            data-testid="totp-secret"
            className="mt-1 block font-mono text-base break-all text-gray-900 dark:text-gray-100"
          >
            {grouped(enrolment.secret)}
          </code>
        </div>
      </div>
      <FieldSubmit
        onSubmit={handleSubmit}
        id="totp-confirm-code"
        label={t('preferences.totp.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        field={code}
        isPending={confirm.isPending}
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
      >
        {t('preferences.confirm')}
      </FieldSubmit>
    </div>
  );
}

/**
 * Turning TOTP on: the account's password (a session alone adds no way to sign in: ADR 038), then a new secret (QR
 * and the secret beside it), confirmed with a code; `onEnrolled` gets the codes.
 */
export function TotpEnrolment({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const t = useT();
  const start = useStartTotp();
  const password = useFieldState();
  if (start.data) return <ConfirmStep enrolment={start.data} onDone={onEnrolled} />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password.value) return password.setError(USER_MESSAGES.currentPasswordRequired);
    password.setError(null);
    start.mutate(password.value, {
      onError: (failure) => password.setError(refusalText(failure, t('preferences.totp.startFailed'))),
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('preferences.totp.intro')}</p>
      <FieldSubmit
        onSubmit={handleSubmit}
        id="totp-start-password"
        type="password"
        autoComplete="current-password"
        label={t('preferences.totp.password')}
        field={password}
        isPending={start.isPending}
        icon={<QrCode className="size-4" aria-hidden="true" />}
      >
        {t('preferences.mfa.enable')}
      </FieldSubmit>
    </div>
  );
}
