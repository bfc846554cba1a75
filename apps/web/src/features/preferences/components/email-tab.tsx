import type { User } from '@congregacao/shared/contracts/user';
import { emailSchema, USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useConfirmEmail, useRemoveEmail, useRequestEmailCode } from '../api/email';
import { PREFERENCE_MESSAGES as M, messageForCode, needsNewCode } from '../utils/messages';
import { EmailCodeDialog, type SentCode } from './email-code-dialog';

/** Email: change (code sent to the new address, confirmed in a dialog) or remove the address. */
export function EmailTab({ user }: { user: User }) {
  const t = useT();
  const current = user.email ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [usedUpReason, setUsedUpReason] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const request = useRequestEmailCode();
  const confirm = useConfirmEmail();
  const remove = useRemoveEmail();
  const isBusy = request.isPending || confirm.isPending || remove.isPending;
  const isUnchanged = value.trim().toLowerCase() === current.toLowerCase();

  /** A (new) code for `email`: the dialog opens, or starts again, saying where the code went. */
  function requestCode(email: string) {
    request.mutate(email, {
      onSuccess: ({ delivery }) => {
        // the server's log is no email: the dialog says where the code is instead
        if (delivery === 'email') toast.success(M.codeSent);
        setUsedUpReason(null);
        setSent((previous) => ({ email, delivery, round: (previous?.round ?? 0) + 1 }));
      },
      // the server's reason too: a new code refused for the limit says how long to wait, an SMTP failure says so
      onError: (err) =>
        toast.error(messageForCode(err, { [ERROR_CODES.CONFLICT]: M.emailInUse }, withServerReason(M.codeFailed, err))),
    });
  }

  function sendCode() {
    const parsed = emailSchema.safeParse(value);
    if (!value.trim() || !parsed.success) {
      setError(value.trim() ? USER_MESSAGES.emailInvalid : t('preferences.email.required'));
      return;
    }
    setError(undefined);
    requestCode(parsed.data);
  }

  function confirmCode(confirmationCode: string) {
    if (!sent) return;
    confirm.mutate(
      { newEmail: sent.email, confirmationCode },
      {
        onSuccess: ({ user: updated }) => {
          toast.success(M.emailSaved);
          setValue(updated.email ?? '');
          setSent(null);
        },
        onError: (err) => {
          if (needsNewCode(err)) setUsedUpReason(err.serverError ?? M.codeInvalid);
          else toast.error(messageForCode(err, { [ERROR_CODES.VALIDATION]: M.codeInvalid }, M.confirmFailed));
        },
      },
    );
  }

  function closeDialog() {
    setSent(null);
    setUsedUpReason(null);
  }

  function removeAddress() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(M.emailRemoved);
        setValue('');
      },
      onError: (err) =>
        toast.error(messageForCode(err, { [ERROR_CODES.VALIDATION]: USER_MESSAGES.noEmailToRemove }, M.removeFailed)),
      onSettled: () => setIsRemoving(false),
    });
  }

  return (
    <div className="max-w-md space-y-4">
      <TextField
        id="preferences-email"
        type="email"
        label={t('preferences.email.label')}
        autoComplete="email"
        value={value}
        error={error}
        hint={current ? t('preferences.email.current', { email: current }) : t('preferences.email.none')}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={sendCode} disabled={isUnchanged || isBusy} isLoading={request.isPending} icon={Send}>
          {t('preferences.email.send')}
        </Button>
        <Button variant="danger" onClick={() => setIsRemoving(true)} disabled={!current || isBusy} icon={Trash2}>
          {t('preferences.email.remove')}
        </Button>
      </div>
      <EmailCodeDialog
        sent={sent}
        isPending={confirm.isPending}
        usedUpReason={usedUpReason}
        isRequesting={request.isPending}
        onRequestNewCode={() => sent && requestCode(sent.email)}
        onConfirm={confirmCode}
        onClose={closeDialog}
      />
      <ConfirmDialog
        isOpen={isRemoving}
        title={t('preferences.email.remove')}
        message={t('preferences.email.removeQuestion')}
        confirmLabel={t('preferences.email.remove')}
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={removeAddress}
        onClose={() => setIsRemoving(false)}
      />
    </div>
  );
}
