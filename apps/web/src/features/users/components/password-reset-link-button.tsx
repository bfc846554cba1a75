import type { PasswordResetLink } from '@congregacao/shared/contracts/password-reset';
import type { User } from '@congregacao/shared/contracts/user';
import { DialogTitle } from '@headlessui/react';
import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES } from '../../../components/ui/input-styles';
import { LinkQr } from '../../../components/ui/link-qr';
import { Modal, ModalCloseFooter } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { requestLanguage, useT } from '../../../lib/language';
import { userLabel } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCreatePasswordResetLink } from '../api/password-reset-link';

/** The user card's 'Ligação para repor password': a one-time link and its QR code to hand over (ADR 041). */
export function PasswordResetLinkButton({ user }: { user: User }) {
  const t = useT();
  const create = useCreatePasswordResetLink();
  const [link, setLink] = useState<PasswordResetLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setLink(null);
    setProblem(null);
  };
  const open = () =>
    create.mutate(user.id, {
      onSuccess: setLink,
      onError: (error) => setProblem(error instanceof Error ? error.message : t('passwordReset.failed')),
    });
  const until = link
    ? new Date(link.expiresAt).toLocaleString(requestLanguage(), { dateStyle: 'medium', timeStyle: 'short' })
    : '';

  return (
    <>
      <Button size="sm" variant="secondary" icon={KeyRound} isLoading={create.isPending} onClick={open}>
        {t('passwordReset.linkButton')}
      </Button>
      <Modal isOpen={link !== null || problem !== null} onClose={close}>
        <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {t('passwordReset.linkTitle', { name: userLabel(user) })}
        </DialogTitle>
        {problem ? (
          <Notice tone="danger" role="alert" className="mt-4">
            {problem}
          </Notice>
        ) : null}
        {link ? (
          <div className="mt-4 space-y-3">
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('passwordReset.linkIntro', { until })}</p>
            <LinkQr url={link.url} alt={t('passwordReset.qrAlt')} />
            <label htmlFor="reset-link-url" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
              {t('passwordReset.linkLabel')}
            </label>
            <input
              id="reset-link-url"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES} font-mono text-xs`}
            />
            <Button
              variant="secondary"
              size="sm"
              icon={Copy}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link.url)
                  .then(() => toast.success(t('passwordReset.copied')))
                  .catch(() => toast.error(t('passwordReset.copyFailed')))
              }
            >
              {t('passwordReset.copy')}
            </Button>
          </div>
        ) : null}
        <ModalCloseFooter className="mt-6" label={t('passwordReset.close')} variant="secondary" onClose={close} />
      </Modal>
    </>
  );
}
