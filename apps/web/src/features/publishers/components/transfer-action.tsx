import { today } from '@congregacao/shared/appointments';
import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { can } from '@congregacao/shared/permissions';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useTransferPublisher } from '../api/transfer-publisher';

/** 'Transferir': the receiving congregation and the exit date; the zip for its secretary is saved (ADR 042). */
export function TransferAction({ publisher }: { publisher: Publisher }) {
  const t = useT();
  const { role } = useSession();
  const transfer = useTransferPublisher(publisher.id);
  const [isOpen, setIsOpen] = useState(false);
  const [congregation, setCongregation] = useState('');
  const [date, setDate] = useState(today());
  if (!can(role, 'data.transfer') || !publisher.isEnabled) return null;
  const close = () => {
    setIsOpen(false);
    setCongregation('');
  };
  const confirm = () =>
    transfer.mutate(
      { congregation: congregation.trim(), date },
      {
        onSuccess: () => {
          toast.success(t('transfer.done', { name: publisher.name }));
          close();
        },
        onError: (error) => toast.error(withServerReason(t('transfer.failed'), error)),
      },
    );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Send className="size-4" aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
      >
        {t('transfer.action')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('transfer.dialogTitle', { name: publisher.name })}
        message={t('transfer.dialogMessage')}
        confirmLabel={t('transfer.confirm')}
        isPending={transfer.isPending}
        onConfirm={() => {
          if (congregation.trim() && date) confirm();
        }}
        onClose={close}
      >
        <div className="space-y-3">
          <TextField
            id="transfer-congregation"
            label={t('transfer.congregation')}
            value={congregation}
            required
            onChange={(event) => setCongregation(event.target.value)}
          />
          <TextField
            id="transfer-date"
            type="date"
            label={t('transfer.date')}
            value={date}
            required
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
