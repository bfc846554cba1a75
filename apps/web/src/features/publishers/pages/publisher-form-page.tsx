import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackToPublishers } from '../../../components/ui/back-links';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useT } from '../../../lib/language';
import { useHouseholds } from '../../../lib/queries/households';
import { useServiceGroups } from '../../../lib/queries/service-groups';
import { parseIdParam } from '../../../lib/route-params';
import { publisherLookupMessage, usePublisher } from '../api/get-publisher';
import { InvitationPanel } from '../components/invitation-panel';
import { PersonalDataActions } from '../components/personal-data-actions';
import { PublisherFormView } from '../components/publisher-form';
import { ReportingDelegatePanel } from '../components/reporting-delegate-panel';
import { TransferAction } from '../components/transfer-action';

/** /publicadores/novo and /publicadores/editar/:id */
export function Component() {
  const t = useT();
  const { id: rawId } = useParams();
  const isEdit = rawId !== undefined;
  const id = isEdit ? parseIdParam(rawId) : null;
  const isValidId = !isEdit || id !== null;
  const groups = useServiceGroups();
  const households = useHouseholds();
  const publisher = usePublisher(id);
  useErrorToast(!isValidId, PUBLISHER_MESSAGES.invalidId);
  useErrorToast(groups.isError, PUBLISHER_MESSAGES.groupsFailed);
  useErrorToast(publisher.isError, publisherLookupMessage(publisher.error));

  const title = isEdit ? t('publisher.page.editTitle') : t('publisher.page.newTitle');
  let body: ReactNode;
  if (!isValidId) body = <EmptyState title={PUBLISHER_MESSAGES.invalidId} action={<BackToPublishers />} />;
  else if (publisher.isError)
    body = <EmptyState title={publisherLookupMessage(publisher.error)} action={<BackToPublishers />} />;
  else if (groups.isError || households.isError) {
    body = (
      <ErrorScreen
        message={PUBLISHER_MESSAGES.groupsFailed}
        onRetry={() => void Promise.all([groups.refetch(), households.refetch()])}
        actions={<BackToPublishers />}
      />
    );
  } else if (groups.isPending || households.isPending || (id !== null && publisher.isPending)) body = <PageSpinner />;
  else {
    body = (
      <PublisherFormView
        key={publisher.data?.id ?? 'new'}
        publisher={publisher.data ?? null}
        groups={groups.data ?? []}
        households={households.data ?? []}
      />
    );
  }
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={title}
        subtitle={publisher.data?.name}
        actions={
          publisher.data ? (
            <>
              <TransferAction publisher={publisher.data} />
              <PersonalDataActions publisher={publisher.data} />
            </>
          ) : null
        }
      />
      {body}
      {publisher.data?.isEnabled ? <InvitationPanel publisherId={publisher.data.id} /> : null}
      {publisher.data?.isEnabled ? <ReportingDelegatePanel publisherId={publisher.data.id} /> : null}
    </div>
  );
}
