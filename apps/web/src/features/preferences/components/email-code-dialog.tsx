import type { MailDelivery } from '@congregacao/shared/contracts/users';
import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { CONFIRMATION_CODE_LENGTH } from '@congregacao/shared/limits';
import { DialogTitle } from '@headlessui/react';
import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { PREFERENCE_MESSAGES as M } from '../utils/messages';

/** A code asked for: the address it confirms, where the server put it, and which request it is (1, 2, …). */
export interface SentCode {
  email: string;
  delivery: MailDelivery;
  round: number;
}

export interface EmailCodeDialogProps {
  /** the code being confirmed; null = closed */
  sent: SentCode | null;
  isPending: boolean;
  /** the server's reason when this code can no longer be used and a new one is needed; null otherwise */
  usedUpReason: string | null;
  isRequesting: boolean;
  onRequestNewCode: () => void;
  onConfirm: (code: string) => void;
  onClose: () => void;
}

function CodeForm(props: EmailCodeDialogProps & { sent: SentCode }) {
  const { sent, isPending, usedUpReason, isRequesting, onRequestNewCode, onConfirm, onClose } = props;
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isLogged = sent.delivery === 'server-log';
  // the address in bold inside the sentence: the message is cut where it goes
  const [sentBefore, sentAfter] = t('preferences.email.codeSentTo', { email: '\u0000' }).split('\u0000');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(USER_MESSAGES.codeRequired);
      return;
    }
    setError(undefined);
    onConfirm(trimmed);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 space-y-4">
      {isLogged ? (
        <Notice tone="warning">{M.codeInServerLog}</Notice>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {sentBefore}
          <strong>{sent.email}</strong>
          {sentAfter}
        </p>
      )}
      {usedUpReason ? (
        <Notice
          tone="danger"
          role="alert"
          title={M.codeUsedUp}
          actions={
            <Button size="sm" variant="secondary" icon={RefreshCw} isLoading={isRequesting} onClick={onRequestNewCode}>
              {t('preferences.email.newCode')}
            </Button>
          }
        >
          {usedUpReason}
        </Notice>
      ) : null}
      <TextField
        id="confirmation-code"
        label={t('preferences.email.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CONFIRMATION_CODE_LENGTH}
        placeholder="000000"
        hint={isLogged ? t('preferences.email.codeHint') : t('preferences.email.codeHintSent')}
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="text-center font-mono text-lg tracking-[0.5em]"
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('preferences.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending} disabled={usedUpReason !== null}>
          {t('preferences.confirm')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The dialog where the 6-digit code is entered; it stays open on a failure. It says where the code went (the
 * address, or the server's log when the server sends no email), and when the code can no longer be used, why and
 * the button for a new one (the field starts empty again with it).
 */
export function EmailCodeDialog(props: EmailCodeDialogProps) {
  const { sent, isPending, onClose } = props;
  const t = useT();
  return (
    <Modal isOpen={sent !== null} onClose={onClose} isPending={isPending} width="md">
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('preferences.email.confirmTitle')}
      </DialogTitle>
      {sent ? <CodeForm key={`${sent.email}#${sent.round}`} {...props} sent={sent} /> : null}
    </Modal>
  );
}
