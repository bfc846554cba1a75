import { ACTIVITY_MESSAGES } from '@congregacao/shared/contracts/activities';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { intlLocale } from '@congregacao/shared/i18n/format';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useActivities, useActivity } from '../../../lib/queries/activities';
import { publisherLabel, usePublishers } from '../../../lib/queries/publishers';
import { parseIdParam } from '../../../lib/route-params';
import { toast } from '../../../lib/toast';
import { useSaveActivity } from '../api/save-activity';
import { ActivityForm, type ActivityFormValues } from '../components/activity-form';
import type { PickablePublisher } from '../components/auxiliary-picker';
import { ACTIVITY_FORM_MESSAGES as M } from '../messages';

/** Publishers who can be chosen: those who get a report (enabled, active), plus anyone already chosen. */
function pickable(publishers: readonly PublisherListEntry[], chosen: readonly number[]): PickablePublisher[] {
  return publishers
    .filter((p) => (p.isEnabled && !p.isCurrentlyInactive) || chosen.includes(p.id))
    .map((p) => ({ id: p.id, label: publisherLabel(p), regularPioneer: p.regularPioneer }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale(), { sensitivity: 'base' }));
}

function newActivityValues(now = new Date()): ActivityFormValues {
  return { report: { month: now.getMonth(), year: now.getFullYear(), status: 'Open' }, auxiliaryIds: [] };
}

function InvalidId() {
  const t = useT();
  useEffect(() => {
    toast.error(M.invalidIdToast, { id: M.invalidIdToast });
  }, []);
  return (
    <EmptyState
      title={t('ui.invalidActivityId')}
      icon={<AlertTriangle className="size-10" />}
      action={<ButtonLink to={paths.dashboard.href()}>{t('ui.backToDashboard')}</ButtonLink>}
    />
  );
}

/** /lancar-atividade and /lancar-atividade/:id: create or edit a monthly activity (Secretary). */
export function Component() {
  const { id: rawId } = useParams();
  const editingId = rawId === undefined ? null : parseIdParam(rawId);
  if (rawId !== undefined && editingId === null) return <InvalidId />;
  return <ActivityFormScreen key={rawId ?? 'new'} editingId={editingId} />;
}

function ActivityFormScreen({ editingId }: { editingId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const activities = useActivities();
  const activity = useActivity(editingId);
  const publishers = usePublishers();
  const save = useSaveActivity(editingId);
  useErrorToast(activities.error ?? activity.error, M.loadFailed);
  useErrorToast(publishers.error, M.publishersFailed);

  const title = editingId === null ? t('activities.newTitle') : t('activities.editTitle');
  const failed = activities.error ?? activity.error ?? publishers.error;
  if (failed) {
    const notFound = hasErrorCode(failed, ERROR_CODES.NOT_FOUND);
    return (
      <ErrorScreen
        message={notFound ? ACTIVITY_MESSAGES.notFound : undefined}
        onRetry={() => void Promise.all([activities.refetch(), activity.refetch(), publishers.refetch()])}
        actions={
          <ButtonLink to={paths.dashboard.href()} variant="secondary">
            {t('ui.backToDashboard')}
          </ButtonLink>
        }
      />
    );
  }
  if (!activities.data || !publishers.data || (editingId !== null && !activity.data)) return <PageSpinner />;

  const initial: ActivityFormValues = activity.data
    ? { report: activity.data, auxiliaryIds: activity.data.auxiliaryPublisherIds }
    : newActivityValues();

  function handleSubmit({ report, auxiliaryIds }: ActivityFormValues) {
    const publisherReports = auxiliaryIds.map((publisherId) => ({ publisherId, auxiliaryPioneer: true }));
    save.mutate(
      { report, publisherReports },
      {
        onSuccess: () => {
          toast.success(editingId === null ? M.created : M.updated, { acrossNavigation: true });
          navigate(paths.dashboard.href());
        },
        onError: (error) => toast.error((isApiError(error) && error.serverError) || M.saveFailed),
      },
    );
  }

  return (
    <>
      <PageHeader title={title} subtitle={t('activities.subtitle')} />
      <Card className="max-w-3xl">
        <ActivityForm
          editingId={editingId}
          initial={initial}
          activities={activities.data}
          publishers={pickable(publishers.data, initial.auxiliaryIds)}
          isSaving={save.isPending}
          onSubmit={handleSubmit}
        />
      </Card>
    </>
  );
}
