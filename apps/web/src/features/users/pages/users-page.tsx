import type { UserRole } from '@congregacao/shared/enums';
import { can } from '@congregacao/shared/permissions';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useServiceGroups } from '../../../lib/queries/service-groups';
import { useSession } from '../../../lib/session';
import { useDeletedUsers, useUsers } from '../api/get-users';
import { EditUserDialog } from '../components/edit-user-dialog';
import { ActiveUserCard, DeletedUserCard } from '../components/user-cards';
import { UserList } from '../components/user-list';
import { UsersAccessDenied } from '../components/users-access-denied';
import { useEditUser } from '../hooks/use-edit-user';
import { useUserActions } from '../hooks/use-user-actions';
import { matchesSearch } from '../utils/format';

const TAB =
  'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-gray-700 data-hover:bg-gray-100 data-selected:bg-primary-700 data-selected:text-white dark:text-gray-200 dark:data-hover:bg-gray-800';
const COUNT = 'rounded-full bg-black/10 px-2 py-0.5 text-xs dark:bg-white/15';

function UsersScreen({ actor }: { actor: { id: number; role: UserRole } }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const active = useUsers();
  const deleted = useDeletedUsers();
  const groups = useServiceGroups();
  const actions = useUserActions();
  const edit = useEditUser(actor.id);
  useErrorToast(active.isError, t('user.page.loadFailed'));
  useErrorToast(deleted.isError, t('user.page.loadDeletedFailed'));

  const filteredActive = active.data?.filter((user) => matchesSearch(user, search));
  const filteredDeleted = deleted.data?.filter((user) => matchesSearch(user, search));

  return (
    <>
      <PageHeader
        title={t('user.page.title')}
        subtitle={t('user.page.subtitle')}
        actions={
          <ButtonLink to={paths.registerUser.href()} icon={UserPlus}>
            {t('user.page.add')}
          </ButtonLink>
        }
      />
      <TabGroup>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <TabList className="flex gap-2">
            <Tab className={TAB}>
              {t('user.page.activeTab')} <span className={COUNT}>{active.data?.length ?? 0}</span>
            </Tab>
            <Tab className={TAB}>
              {t('user.page.deletedTab')} <span className={COUNT}>{deleted.data?.length ?? 0}</span>
            </Tab>
          </TabList>
          <SearchBox
            label={t('user.page.searchLabel')}
            placeholder={t('user.page.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            isClearable
          />
        </div>
        <TabPanels>
          <TabPanel>
            <UserList
              users={filteredActive}
              isPending={active.isPending}
              isError={active.isError}
              errorMessage={t('user.page.loadFailed')}
              onRetry={() => void active.refetch()}
              emptyTitle={t('user.page.empty')}
              emptyHint={t('user.page.emptyHint')}
              search={search}
              renderCard={(user) => (
                <ActiveUserCard key={user.id} user={user} actor={actor} onEdit={edit.open} onAction={actions.ask} />
              )}
            />
          </TabPanel>
          <TabPanel>
            <UserList
              users={filteredDeleted}
              isPending={deleted.isPending}
              isError={deleted.isError}
              errorMessage={t('user.page.loadDeletedFailed')}
              onRetry={() => void deleted.refetch()}
              emptyTitle={t('user.page.deletedEmpty')}
              emptyHint={t('user.page.deletedEmptyHint')}
              search={search}
              renderCard={(user) => <DeletedUserCard key={user.id} user={user} actor={actor} onAction={actions.ask} />}
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <EditUserDialog
        user={edit.editing}
        groups={groups.data ?? []}
        actorRole={actor.role}
        isSelf={edit.editing?.id === actor.id}
        isPending={edit.isSaving}
        onSubmit={edit.save}
        onClose={edit.close}
      />
      <ConfirmDialog
        isOpen={actions.pending !== null}
        title={actions.text?.title ?? ''}
        message={actions.message}
        confirmLabel={actions.text?.confirmLabel}
        confirmVariant={actions.text?.isDanger ? 'danger' : 'primary'}
        isPending={actions.isRunning}
        onConfirm={actions.confirm}
        onClose={actions.cancel}
      />
    </>
  );
}

/** /utilizadores: active and deleted users, search, edit, invalidate sessions, delete and restore. */
export function Component() {
  const { user, role } = useSession();
  if (!user || !role || !can(role, 'users.manage')) return <UsersAccessDenied />;
  return <UsersScreen actor={{ id: user.id, role }} />;
}
