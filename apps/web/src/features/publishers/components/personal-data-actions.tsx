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
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { downloadPersonalData, useErasePublisher } from '../api/personal-data';

/** The GDPR actions of a publisher: a copy of their data (access request) and erasure, confirmed by the typed name. */
export function PersonalDataActions({ publisher }: { publisher: Publisher }) {
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
      toast.error(withServerReason('Erro ao baixar o ficheiro!', error));
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
        onError: (error) => toast.error(withServerReason('Erro ao eliminar os dados!', error)),
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
          Dados pessoais
        </Button>
      ) : null}
      {can(role, 'publishers.erase') ? (
        <Button
          variant="danger"
          size="sm"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => setIsErasing(true)}
        >
          Eliminar dados
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={isErasing}
        title="Eliminar dados pessoais"
        message="Nome, contactos, datas e agregado são apagados de forma irreversível e a conta de utilizador de publicador é removida (uma conta de superintendente, secretário ou administrador fica, desligada do publicador). Os relatórios mensais mantêm os números."
        confirmLabel="Eliminar"
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
          label={`Escreva "${publisher.name}" para confirmar`}
          value={typedName}
          autoComplete="off"
          onChange={(event) => setTypedName(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
