import { GROUP_MESSAGES, GROUPS_LOAD_ERROR, HOUSEHOLD_MESSAGES } from '@congregacao/shared/contracts/groups';
import { Home, LayoutGrid, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useHouseholds } from '../../../lib/queries/households';
import { groupLabel, useServiceGroups } from '../../../lib/queries/service-groups';
import { ErrorBanner } from '../components/error-banner';
import { ManagedListPanel } from '../components/managed-list-panel';
import { useGroupActions } from '../hooks/use-group-actions';

/** /grupos: service groups and households (create and remove). */
export function Component() {
  const t = useT();
  const groups = useServiceGroups();
  const households = useHouseholds();
  const actions = useGroupActions();
  const header = (
    <PageHeader
      title={t('groups.title')}
      actions={
        <ButtonLink to={paths.organizeGroups.href()} icon={LayoutGrid}>
          {t('groups.organize')}
        </ButtonLink>
      }
    />
  );

  if (groups.isError || households.isError) {
    return (
      <>
        {header}
        <ErrorScreen
          message={GROUPS_LOAD_ERROR}
          onRetry={() => void Promise.all([groups.refetch(), households.refetch()])}
        />
      </>
    );
  }
  if (groups.isPending || households.isPending) return <PageSpinner />;

  const removal = actions.pendingRemoval;
  return (
    <>
      {header}
      <ErrorBanner message={actions.error} onDismiss={actions.dismissError} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <ManagedListPanel
          title={t('groups.serviceGroups')}
          icon={Users}
          placeholder={t('groups.groupNumber')}
          inputMode="numeric"
          createLabel={t('groups.createGroup')}
          listTitle={t('groups.existingGroups')}
          emptyText={t('groups.noGroups')}
          items={groups.data.map((g) => ({ id: g.id, label: groupLabel(g.groupNumber) }))}
          isCreating={actions.isCreatingGroup}
          onCreate={actions.addGroup}
          onRemove={(item) => actions.askRemoval({ kind: 'group', ...item })}
        />
        <ManagedListPanel
          title={t('groups.households')}
          icon={Home}
          placeholder={t('groups.householdName')}
          createLabel={t('groups.createHousehold')}
          listTitle={t('groups.existingHouseholds')}
          emptyText={t('groups.noHouseholds')}
          items={households.data.map((h) => ({ id: h.id, label: h.name }))}
          isCreating={actions.isCreatingHousehold}
          onCreate={actions.addHousehold}
          onRemove={(item) => actions.askRemoval({ kind: 'household', ...item })}
        />
      </div>
      <ConfirmDialog
        isOpen={removal !== null}
        title={removal?.kind === 'household' ? t('groups.removeHousehold') : t('groups.removeGroup')}
        message={removal?.kind === 'household' ? HOUSEHOLD_MESSAGES.confirmRemove : GROUP_MESSAGES.confirmRemove}
        confirmLabel={t('groups.remove')}
        confirmVariant="danger"
        isPending={actions.isRemoving}
        onConfirm={() => void actions.confirmRemoval()}
        onClose={actions.cancelRemoval}
      />
    </>
  );
}
