import type { MeReportsResponse } from '@congregacao/shared/contracts/delegates';
import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { isOwnReportEditable } from '@congregacao/shared/self-reporting-rules';
import { monthName } from '@congregacao/shared/service-year';
import { CalendarX, Send } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { requestLanguage, useT } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { useOwnReport } from '../api/own-report';
import { PushOptIn } from '../components/push-opt-in';
import { ReportFields } from '../components/report-fields';
import { DraftConflicts, RestoredDraftsNotice } from '../drafts/kept-drafts-notices';
import { useReportDrafts } from '../drafts/use-report-drafts';
import { useSendOwnReport } from '../hooks/use-send-own-report';

const M = SELF_REPORTING_MESSAGES;
// phone-first: every button and field at least 44 px high
const TOUCH = '[&_button]:min-h-11 [&_input]:min-h-11 [&_textarea]:text-base';

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString(requestLanguage(), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

interface FormProps {
  data: MeReportsResponse;
  row: ReportRow;
  userId: number;
  /** a family member's report keeps its drafts apart from the person's own */
  isDelegated?: boolean;
}

function OwnReportForm({ data, row, userId, isDelegated = false }: FormProps) {
  const rows = useMemo(() => [row], [row]);
  const t = useT();
  const scope = isDelegated ? `${data.activity.id}:${row.id}` : data.activity.id;
  const drafts = useReportDrafts(rows, { userId, activityId: scope });
  const { send, isSending, problem, isWaiting } = useSendOwnReport(row, drafts, userId);
  const isEditable = isOwnReportEditable(data.activity, row);
  const edit = drafts.edits.get(row.id);
  return (
    <div className={TOUCH}>
      <RestoredDraftsNotice count={drafts.restoredCount} isLocked={!isEditable} />
      <DraftConflicts
        conflicts={drafts.conflicts}
        rows={new Map([[row.id, row]])}
        isLocked={!isEditable}
        onResolve={drafts.resolveConflict}
      />
      {!isEditable ? (
        <Notice tone="success" className="mb-4" title={t('ownReportScreen.sentTitle')}>
          {M.readOnlySent}
        </Notice>
      ) : row.selfReportedAt && (isDelegated || row.sentByName) ? (
        // sent by a delegate (sentByName), or a family member's sent from their own account: said by name
        <Notice tone="info" className="mb-4" title={t('delegate.alreadySent')}>
          {t('delegate.sentByAt', { name: row.sentByName ?? publisherLabel(row), date: sentAt(row.selfReportedAt) })}
        </Notice>
      ) : row.selfReportedAt ? (
        <Notice tone="info" className="mb-4" title={t('ownReportScreen.alreadySentTitle')}>
          {t('ownReportScreen.alreadySent', { at: sentAt(row.selfReportedAt) })}
        </Notice>
      ) : null}
      {isWaiting ? (
        <Notice tone="warning" className="mb-4" title={t('pwa.waitingTitle')}>
          {t('pwa.waiting')}
        </Notice>
      ) : null}
      {problem ? (
        <Notice tone="danger" role="alert" className="mb-4" title={t('ownReportScreen.notSentTitle')}>
          {problem}
        </Notice>
      ) : null}
      <Card>
        <ReportFields
          fieldId="own-report"
          row={row}
          values={edit?.draft ?? row}
          disabled={!isEditable || isSending}
          onChange={drafts.update}
          participationLabel={t('ownReportScreen.participated')}
        />
      </Card>
      {isEditable ? (
        <Button
          size="lg"
          className="mt-6 min-h-12 w-full sm:w-auto"
          isLoading={isSending}
          onClick={() => void send()}
          icon={<Send className="size-5" aria-hidden="true" />}
        >
          {t('ownReportScreen.send')}
        </Button>
      ) : null}
    </div>
  );
}

/** The reports of the family delegated to the signed-in publisher (issue 36), each its own form. */
function FamilyReports({ data, rows, userId }: { data: MeReportsResponse; rows: ReportRow[]; userId: number }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section className="mt-10 space-y-8" aria-labelledby="family-reports">
      <h2 id="family-reports" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
        {t('delegate.familyTitle')}
      </h2>
      {rows.map((row) => (
        <div key={row.id}>
          <h3 className="mb-3 font-semibold text-gray-900 dark:text-gray-100">
            {t('delegate.reportOf', { name: publisherLabel(row) })}
          </h3>
          <OwnReportForm data={data} row={row} userId={userId} isDelegated />
        </div>
      ))}
    </section>
  );
}

/** /meu-relatorio: the Publisher role's home, their own report of the open month (issue 23). */
export function Component() {
  const t = useT();
  const { user } = useSession();
  const query = useOwnReport();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <EmptyState headingLevel="h1" title={query.error.message} icon={<CalendarX className="size-10" />} />;
    }
    return <ErrorScreen message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const { activity, reports } = query.data;
  const own = reports.find((report) => report.publisherId === user?.publisherId);
  const delegated = reports.filter((report) => report !== own);
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title={t('ownReportScreen.title')}
        subtitle={t('calendar.monthOfYear', { month: monthName(activity.month), year: activity.year })}
      />
      {own && user ? (
        <OwnReportForm key={own.id} data={query.data} row={own} userId={user.id} />
      ) : (
        <EmptyState title={M.noOwnReport} />
      )}
      {user ? <FamilyReports data={query.data} rows={delegated} userId={user.id} /> : null}
      <PushOptIn />
    </div>
  );
}
