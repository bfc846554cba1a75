import { GROUP_MESSAGES, GROUPS_LOAD_ERROR, HOUSEHOLD_MESSAGES } from '@congregacao/shared/contracts/groups';
import { Home, LayoutGrid, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useHouseholds } from '../../../lib/queries/households';
import { groupLabel, useServiceGroups } from '../../../lib/queries/service-groups';
import { ErrorBanner } from '../components/error-banner';
import { ManagedListPanel } from '../components/managed-list-panel';
import { useGroupActions } from '../hooks/use-group-actions';

/** /grupos: service groups and households (create and remove). */
export function Component() {
  const groups = useServiceGroups();
  const households = useHouseholds();
  const actions = useGroupActions();
  const header = (
    <PageHeader
      title="Grupos e Agregados"
      actions={
        <ButtonLink to={paths.organizeGroups.href()} icon={LayoutGrid}>
          Organizar Grupos
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
          title="Grupos de Serviço"
          icon={Users}
          placeholder="Número do grupo"
          inputMode="numeric"
          createLabel="Criar Grupo"
          listTitle="Grupos Existentes"
          emptyText="Nenhum grupo criado ainda"
          items={groups.data.map((g) => ({ id: g.id, label: groupLabel(g.groupNumber) }))}
          isCreating={actions.isCreatingGroup}
          onCreate={actions.addGroup}
          onRemove={(item) => actions.askRemoval({ kind: 'group', ...item })}
        />
        <ManagedListPanel
          title="Agregados Familiares"
          icon={Home}
          placeholder="Nome do agregado"
          createLabel="Criar Agregado"
          listTitle="Agregados Existentes"
          emptyText="Nenhum agregado criado ainda"
          items={households.data.map((h) => ({ id: h.id, label: h.name }))}
          isCreating={actions.isCreatingHousehold}
          onCreate={actions.addHousehold}
          onRemove={(item) => actions.askRemoval({ kind: 'household', ...item })}
        />
      </div>
      <ConfirmDialog
        isOpen={removal !== null}
        title={removal?.kind === 'household' ? 'Remover Agregado' : 'Remover Grupo'}
        message={removal?.kind === 'household' ? HOUSEHOLD_MESSAGES.confirmRemove : GROUP_MESSAGES.confirmRemove}
        confirmLabel="Remover"
        confirmVariant="danger"
        isPending={actions.isRemoving}
        onConfirm={() => void actions.confirmRemoval()}
        onClose={actions.cancelRemoval}
      />
    </>
  );
}
