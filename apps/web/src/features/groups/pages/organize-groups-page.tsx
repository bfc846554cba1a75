import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import type { GroupOverseer } from '@congregacao/shared/contracts/users';
import { matchesPublisherSearch } from '@congregacao/shared/publisher-search';
import { Save, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { Spinner } from '../../../components/ui/spinner';
import { useLeaveWarning } from '../../../hooks/use-leave-warning';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { usePublishers } from '../../../lib/queries/publishers';
import { useServiceGroups } from '../../../lib/queries/service-groups';
import { toast } from '../../../lib/toast';
import { useGroupOverseers } from '../api/get-group-overseers';
import { OrganizeBoard } from '../components/organize-board';
import { PendingChangesPanel } from '../components/pending-changes-panel';
import { useOrganizeState } from '../hooks/use-organize-state';
import { useSaveMoves } from '../hooks/use-save-moves';

/** /grupos/organizar: drag publishers between service groups, then save the moves. */
export function Component() {
  const t = useT();
  const publishers = usePublishers();
  const groups = useServiceGroups();
  const overseers = useGroupOverseers();
  const isError = publishers.isError || groups.isError;
  const loadError = t('groups.loadFailed');
  useEffect(() => {
    if (isError) toast.error(loadError, { id: loadError });
  }, [isError, loadError]);

  if (isError) {
    return (
      <ErrorScreen message={loadError} onRetry={() => void Promise.all([publishers.refetch(), groups.refetch()])} />
    );
  }
  if (publishers.isPending || groups.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center gap-3 text-gray-700 dark:text-gray-300">
        <Spinner label={null} className="text-primary-700" />
        <span>{t('groups.loading')}</span>
      </div>
    );
  }
  return (
    <>
      {overseers.isError ? (
        <LoadErrorNotice message={t('groups.overseersLoadFailed')} onRetry={() => void overseers.refetch()} />
      ) : null}
      <OrganizeScreen publishers={publishers.data} groups={groups.data} overseers={overseers.data} />
    </>
  );
}

interface OrganizeScreenProps {
  publishers: PublisherListEntry[];
  groups: ServiceGroup[];
  overseers: GroupOverseer[] | undefined;
}

function OrganizeScreen({ publishers, groups, overseers }: OrganizeScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const state = useOrganizeState(publishers, groups);
  const { save, isSaving } = useSaveMoves(state.markSaved);
  const leaveDialog = useLeaveWarning(state.hasChanges && !isSaving);
  const [search, setSearch] = useState('');
  // the board shows only the publishers found (every group keeps its column, so a drop target is never hidden)
  const shownMembers = useMemo(
    () =>
      search.trim()
        ? new Map(
            [...state.membersByGroup].map(([id, list]) => [id, list.filter((p) => matchesPublisherSearch(p, search))]),
          )
        : state.membersByGroup,
    [state.membersByGroup, search],
  );

  const actions = (
    <>
      {state.hasChanges ? (
        <span
          role="status"
          className="flex items-center gap-2 self-center text-sm font-medium text-amber-700 dark:text-amber-300"
        >
          <span className="size-2 animate-pulse rounded-full bg-amber-500" aria-hidden="true" />
          {t('groups.unsaved')}
        </span>
      ) : null}
      <Button
        onClick={() => void save(state.pending)}
        disabled={!state.hasChanges || isSaving}
        isLoading={isSaving}
        icon={Save}
      >
        {isSaving ? t('groups.saving') : t('groups.save')}
      </Button>
      <Button variant="secondary" onClick={() => navigate(paths.groups.href())} icon={X}>
        {t('groups.close')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('groups.organize')} subtitle={t('groups.organizeSubtitle')} actions={actions} />
      <SearchBox
        label={t('groups.search')}
        placeholder={t('groups.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        className="mb-4 w-full max-w-md"
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[1fr_20rem]">
        <OrganizeBoard
          groups={groups}
          membersByGroup={shownMembers}
          overseers={overseers}
          isDisabled={isSaving}
          onMove={state.move}
        />
        <div className="lg:sticky lg:top-4 lg:self-start">
          <PendingChangesPanel pending={state.pending} />
        </div>
      </div>
      {leaveDialog}
    </>
  );
}
