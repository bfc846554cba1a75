import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { can } from '@congregacao/shared/permissions';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { FileArchive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { downloadPersonalData, useErasePublisher } from '../api/personal-data';

/** The GDPR actions of a publisher: a copy of their data (access request) and erasure, confirmed by the typed name. */
export function PersonalDataActions({ publisher }: { publisher: Publisher }) {
  const t = useT();
  const { role } = useSession();
  const navigate = useNavigate();
  const erasing = useErasePublisher(publisher.id);
  const [isErasing, setIsErasing] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadPersonalData(publisher.id);
    } catch (error) {
      toast.error(withServerReason(t('publisher.personalData.downloadFailed'), error));
    } finally {
      setIsDownloading(false);
    }
  };
  const erase = () =>
    erasing.mutate(
      { confirmName: typedName },
      {
        onSuccess: ({ account }) => {
          toast.success(
            account
              ? `${IMPORT_MESSAGES.erased} ${PUBLISHER_MESSAGES.accountOutcome(account)}`
              : IMPORT_MESSAGES.erased,
            { acrossNavigation: true },
          );
          navigate(paths.publishers.href());
        },
        onError: (error) => toast.error(withServerReason(t('publisher.personalData.eraseFailed'), error)),
      },
    );
  return (
    <>
      {can(role, 'publishers.personalData') ? (
        <Button
          variant="secondary"
          size="sm"
          isLoading={isDownloading}
          icon={<FileArchive className="size-4" aria-hidden="true" />}
          onClick={() => void download()}
        >
          {t('publisher.personalData.download')}
        </Button>
      ) : null}
      {can(role, 'publishers.erase') ? (
        <Button
          variant="danger"
          size="sm"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => setIsErasing(true)}
        >
          {t('publisher.personalData.erase')}
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={isErasing}
        title={t('publisher.personalData.confirmTitle')}
        message={t('publisher.personalData.confirmMessage')}
        confirmLabel={t('publisher.personalData.confirm')}
        confirmVariant="danger"
        isPending={erasing.isPending}
        onConfirm={erase}
        onClose={() => {
          setIsErasing(false);
          setTypedName('');
        }}
      >
        <TextField
          id="confirm-erase-name"
          label={t('publisher.personalData.typeName', { name: publisher.name })}
          value={typedName}
          autoComplete="off"
          onChange={(event) => setTypedName(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
