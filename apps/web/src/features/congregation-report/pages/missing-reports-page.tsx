import { CONGREGATION_REPORT_MESSAGES as M, S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { MissingGroup } from '@congregacao/shared/contracts/congregation-report';
import { can } from '@congregacao/shared/permissions';
import { Mail } from 'lucide-react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { missingCount, useMissingReports } from '../../../lib/queries/missing-reports';
import { groupLabel } from '../../../lib/queries/service-groups';
import { parseIdParam } from '../../../lib/route-params';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useRemindOverseer } from '../api/congregation-report-calls';
import { useGroupLine } from '../api/group-line';
import { RemindPublishersPanel } from '../components/remind-publishers-panel';
import { OwnGroupLine } from '../components/s1-groups-table';

function GroupCard({ group, canRemind, activityId }: { group: MissingGroup; canRemind: boolean; activityId: number }) {
  const t = useT();
  const remind = useRemindOverseer(activityId);
  const title = groupLabel(group.groupNumber);
  const overseer = group.overseer ? group.overseer.displayName || group.overseer.username : S1_SCREEN.noOverseer;
  const reasonId = `lembrete-${group.groupId ?? 'sem-grupo'}`;
  return (
    <Card aria-label={title}>
      <CardHeader
        title={`${title} · ${M.missingCount(group.publishers.length)}`}
        description={t('congregationReport.overseer', { name: overseer })}
        actions={
          canRemind && group.groupId !== null ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<Mail className="size-4" aria-hidden="true" />}
              disabled={group.reminderUnavailable !== null}
              aria-describedby={group.reminderUnavailable ? reasonId : undefined}
              isLoading={remind.isPending}
              onClick={() =>
                remind.mutate(group.groupId as number, {
                  onSuccess: () => toast.success(M.reminderSent),
                  onError: (error) => toast.error(withServerReason(S1_SCREEN.remindFailed, error)),
                })
              }
            >
              {S1_SCREEN.remind}
            </Button>
          ) : null
        }
      />
      {canRemind && group.reminderUnavailable ? (
        <p id={reasonId} className="mb-3 text-sm text-gray-600 dark:text-gray-300">
          {group.reminderUnavailable}
        </p>
      ) : null}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 sm:grid-cols-2">
        {group.publishers.map((p) => (
          <li key={p.publisherId} className="text-gray-900 dark:text-gray-100">
            {p.name}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /relatorios-em-falta/{id}: whose report is still missing, by group, with the reminder to the overseer. */
export function Component() {
  const t = useT();
  const id = parseIdParam(useParams().id);
  const query = useMissingReports(id);
  const session = useSession();
  const canRemind = can(session.role, 'reports.remind');
  const ownGroup = session.role === 'Elder' ? (session.user?.groupId ?? null) : null;
  const groupLine = useGroupLine(id ?? 0, id === null ? null : ownGroup);
  if (id === null) return <Notice tone="danger">{t('congregationReport.invalidId')}</Notice>;
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <LoadErrorNotice message={S1_SCREEN.missingLoadFailed} onRetry={() => void query.refetch()} />;
  const total = missingCount(query.data);
  return (
    <>
      <PageHeader
        title={S1_SCREEN.missingTitle}
        subtitle={total === 0 ? S1_SCREEN.noneMissing : M.missingCount(total)}
        actions={<BackToDashboard />}
      />
      {groupLine.data ? <OwnGroupLine line={groupLine.data} /> : null}
      {total > 0 ? <RemindPublishersPanel activityId={id} /> : null}
      <div className="grid gap-4">
        {query.data.groups.map((group) => (
          <GroupCard key={group.groupId ?? 'none'} group={group} canRemind={canRemind} activityId={id} />
        ))}
      </div>
    </>
  );
}
