import { ArrowLeft, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useServiceGroups } from '../../../lib/queries/service-groups';
import { useSession } from '../../../lib/session';
import { RegisterUserForm } from '../components/register-user-form';

/** Back to where the user came from, or to the user list when the page was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.users.href());
  };
}

export function Component() {
  const t = useT();
  const { role } = useSession();
  const groups = useServiceGroups();
  const goBack = useGoBack();

  if (groups.isPending) return <PageSpinner />;
  if (groups.isError) {
    return <ErrorScreen message={t('user.register.groupsFailed')} onRetry={() => void groups.refetch()} />;
  }
  if (groups.data.length === 0) {
    return (
      <EmptyState
        icon={<Users className="size-10" />}
        title={t('user.register.noGroupsTitle')}
        description={t('user.register.noGroupsText')}
        action={
          <Button variant="secondary" onClick={goBack} icon={ArrowLeft}>
            {t('user.register.back')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <PageHeader title={t('user.register.title')} subtitle={t('user.register.subtitle')} />
      <Card className="max-w-3xl">
        <RegisterUserForm groups={groups.data} actorRole={role ?? 'Elder'} onDone={goBack} />
      </Card>
    </>
  );
}
