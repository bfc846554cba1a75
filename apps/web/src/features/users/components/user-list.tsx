import type { User } from '@congregacao/shared/contracts/user';
import { SearchX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';

export interface UserListProps {
  users: User[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorMessage: string;
  onRetry: () => void;
  /** the title when there is nothing to show */
  emptyTitle: string;
  /** the hint without a search */
  emptyHint: string;
  search: string;
  renderCard: (user: User) => ReactNode;
}

/** One tab's list: loading, load error with retry, empty (search-aware hint) or the cards. */
export function UserList(props: UserListProps) {
  const t = useT();
  const { users, isPending, isError, errorMessage, onRetry, emptyTitle, emptyHint, search, renderCard } = props;
  if (isPending) return <PageSpinner />;
  if (isError || !users) {
    return (
      <EmptyState
        title={errorMessage}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('ui.errorScreen.retry')}
          </Button>
        }
      />
    );
  }
  if (users.length === 0) {
    const isSearching = search.trim() !== '';
    return (
      <EmptyState
        icon={isSearching ? <SearchX className="size-10" /> : <Users className="size-10" />}
        title={emptyTitle}
        description={isSearching ? t('user.list.noResults', { search: search.trim() }) : emptyHint}
      />
    );
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">{users.map(renderCard)}</ul>
  );
}
