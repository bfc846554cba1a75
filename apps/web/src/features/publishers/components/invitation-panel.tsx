import type { InvitationResponse } from '@congregacao/shared/contracts/self-reporting';
import { intlLocale } from '@congregacao/shared/i18n/format';
import { Copy, Link2, Mail, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES } from '../../../components/ui/input-styles';
import { LinkQr } from '../../../components/ui/link-qr';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCreateInvitation, useRevokeInvitation } from '../api/invitation';

const validUntil = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'long' });

/**
 * The publisher's invitation to report for themselves (issue 23): a link and its QR code to hand over, or sent by
 * email when the publisher has one and the server can send mail. A new link revokes the previous one.
 */
export function InvitationPanel({ publisherId }: { publisherId: number }) {
  const t = useT();
  const create = useCreateInvitation(publisherId);
  const revoke = useRevokeInvitation(publisherId);
  const [invitation, setInvitation] = useState<InvitationResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('publisher.invitation.failed'));
    }
  }
  const makeLink = (sendEmail: boolean) =>
    run(async () => {
      const created = await create.mutateAsync(sendEmail);
      setInvitation(created);
      if (created.emailed) toast.success(t('publisher.invitation.emailed'));
    });

  return (
    <Card className="mt-6">
      <h2 className="mb-1 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('publisher.invitation.title')}</h2>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('publisher.invitation.intro')}</p>
      {problem ? (
        <Notice tone="danger" role="alert" className="mb-4" title={t('publisher.invitation.unchanged')}>
          {problem}
        </Notice>
      ) : null}
      {invitation ? (
        <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <LinkQr url={invitation.url} alt={t('publisher.invitation.qr')} />
          <div className="min-w-0 flex-1 space-y-2">
            <label htmlFor="invitation-url" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
              {t('publisher.invitation.link')}
            </label>
            <input
              id="invitation-url"
              readOnly
              value={invitation.url}
              onFocus={(event) => event.currentTarget.select()}
              className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES} font-mono text-xs`}
            />
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('publisher.invitation.validUntil', { date: validUntil(invitation.expiresAt) })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                icon={Copy}
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(invitation.url)
                    .then(() => toast.success(t('publisher.invitation.copied')))
                    .catch(() => toast.error(t('publisher.invitation.copyFailed')))
                }
              >
                {t('publisher.invitation.copy')}
              </Button>
              {invitation.canEmail ? (
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={create.isPending}
                  icon={Mail}
                  onClick={() => void makeLink(true)}
                >
                  {t('publisher.invitation.sendEmail')}
                </Button>
              ) : null}
              <Button
                variant="danger"
                size="sm"
                isLoading={revoke.isPending}
                icon={XCircle}
                onClick={() =>
                  void run(async () => {
                    await revoke.mutateAsync();
                    setInvitation(null);
                    toast.success(t('publisher.invitation.revoked'));
                  })
                }
              >
                {t('publisher.invitation.revoke')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      <Button isLoading={create.isPending} icon={Link2} onClick={() => void makeLink(false)}>
        {invitation ? t('publisher.invitation.createNew') : t('publisher.invitation.create')}
      </Button>
    </Card>
  );
}
