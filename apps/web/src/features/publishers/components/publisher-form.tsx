import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { Publisher, PublisherBody } from '@congregacao/shared/contracts/publishers';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink, SubmitButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLeaveWarning } from '../../../hooks/use-leave-warning';
import { isApiError, withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useSavePublisher } from '../api/save-publisher';
import { initialValues, usePublisherForm } from '../hooks/use-publisher-form';
import { AppointmentsSection, CardFieldsSection } from './appointments-section';
import {
  AddressSection,
  CongregationSection,
  DatesSection,
  OptionsSection,
  PersonalSection,
} from './publisher-form-sections';

/** The spec's generic failure, or the reason when someone else saved this publisher since it was opened. */
function saveErrorMessage(error: unknown, isUpdate: boolean): string {
  if (isApiError(error) && error.code === ERROR_CODES.STALE_VERSION) return PUBLISHER_MESSAGES.stale;
  return withServerReason(isUpdate ? PUBLISHER_MESSAGES.updateFailed : PUBLISHER_MESSAGES.createFailed, error);
}

export interface PublisherFormProps {
  publisher: Publisher | null;
  groups: ServiceGroup[];
  households: Household[];
}

/** Create (publisher null) or edit a publisher; on success back to /publicadores. */
export function PublisherFormView({ publisher, groups, households }: PublisherFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSavePublisher(publisher?.id ?? null);
  const { form, onNameChange, onDisplayNameChange, onArchivingDateChange } = usePublisherForm(
    initialValues(publisher, groups, households),
  );
  const [deathDate, exitDate] = form.watch(['deathDate', 'exitCongregationDate']);
  const [isSaved, setIsSaved] = useState(false);
  const leaveDialog = useLeaveWarning(form.formState.isDirty && !isSaved);
  // back to the list once the render that lifts the leave guard has happened
  useEffect(() => {
    if (isSaved) navigate(paths.publishers.href());
  }, [isSaved, navigate]);

  // archiving removes the publisher's Open report from the Open month (ADR 026): asked first, never silently
  const [toArchive, setToArchive] = useState<PublisherBody | null>(null);
  function submitOrConfirm(values: PublisherBody) {
    if (publisher?.isEnabled && !values.isEnabled) setToArchive(values);
    else submit(values);
  }

  function submit(values: PublisherBody) {
    setToArchive(null);
    const groupNumber = groups.find((g) => g.id === values.groupId)?.groupNumber;
    save.mutate(
      { ...values, groupNumber },
      {
        onSuccess: (saved) => {
          const unlinked = 'unlinkedAccount' in saved ? saved.unlinkedAccount : undefined;
          const message = publisher ? PUBLISHER_MESSAGES.updated : PUBLISHER_MESSAGES.created;
          toast.success(unlinked ? `${message} ${PUBLISHER_MESSAGES.accountOutcome(unlinked)}` : message, {
            acrossNavigation: true,
          });
          setIsSaved(true);
        },
        onError: (error) => toast.error(saveErrorMessage(error, publisher !== null)),
      },
    );
  }

  return (
    <form onSubmit={form.handleSubmit(submitOrConfirm)} noValidate className="space-y-6">
      <PersonalSection form={form} onNameChange={onNameChange} onDisplayNameChange={onDisplayNameChange} />
      <AddressSection form={form} />
      <CongregationSection form={form} groups={groups} households={households} />
      <CardFieldsSection form={form} />
      <AppointmentsSection form={form} />
      <DatesSection form={form} onArchivingDateChange={onArchivingDateChange} />
      <OptionsSection form={form} showArchiveNotice={Boolean(deathDate || exitDate)} />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to={paths.publishers.href()} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <SubmitButton isPending={save.isPending} pendingLabel={t('publisher.form.saving')} icon={Save}>
          {t('publisher.form.save')}
        </SubmitButton>
      </div>
      {leaveDialog}
      <ConfirmDialog
        isOpen={toArchive !== null}
        title={PUBLISHER_MESSAGES.archiveTitle}
        message={PUBLISHER_MESSAGES.archiveConfirm(publisher?.name ?? '')}
        confirmLabel={t('publisher.form.archive')}
        confirmVariant="danger"
        onConfirm={() => toArchive && submit(toArchive)}
        onClose={() => setToArchive(null)}
      />
    </form>
  );
}
