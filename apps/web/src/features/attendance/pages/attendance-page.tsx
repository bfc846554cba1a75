import { ATTENDANCE_MESSAGES, ATTENDANCE_SCREEN } from '@congregacao/shared/attendance-messages';
import { CONGREGATION_TIME_ZONE, type MeetingKind, monthOfDate, todayIn } from '@congregacao/shared/attendance-rules';
import { serviceYearParamsSchema } from '@congregacao/shared/contracts/history';
import { can } from '@congregacao/shared/permissions';
import { monthName, serviceYearOf } from '@congregacao/shared/service-year';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { BarChart } from '../../../components/ui/bar-chart';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { ServiceYearLinks } from '../../../components/ui/service-year-links';
import { PageSpinner } from '../../../components/ui/spinner';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { parseNumericParams } from '../../../lib/route-params';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { downloadS88, useAttendanceYear } from '../api/attendance-calls';
import { MonthEntry } from '../components/month-entry';
import { S88Summary } from '../components/s88-summary';
import { useAttendanceDrafts } from '../hooks/use-attendance-drafts';
import { rowKey, usualWeekdays, type Weekday } from '../model/attendance-rows';

/** Index in the service year (September first) of a month (0-11, the app's months). */
const indexOfMonth = (month: number) => (month + 4) % 12;

/** The month shown first: the one asked for (?mes=0-11, as /pioneiros/{month}), else this month when it is in the service year, else September. */
function initialMonth(serviceYear: number, asked: string | null): number {
  const month = Number(asked);
  if (asked !== null && Number.isInteger(month) && month >= 0 && month <= 11) return indexOfMonth(month);
  const today = monthOfDate(todayIn(CONGREGATION_TIME_ZONE));
  if (serviceYearOf(today.month, today.year) !== serviceYear) return 0;
  return indexOfMonth(today.month);
}

/** /assistencia/{serviceYear}: the meetings' attendance (S-88), typed month by month, saved as typed. */
export function Component() {
  const params = parseNumericParams(useParams(), ['serviceYear'], serviceYearParamsSchema);
  const serviceYear = params?.serviceYear ?? null;
  const session = useSession();
  const t = useT();
  const canWrite = can(session.role, 'attendance.write');
  const query = useAttendanceYear(serviceYear);
  const asked = useSearchParams()[0].get('mes');
  const [selected, setSelected] = useState(() => (serviceYear ? initialMonth(serviceYear, asked) : 0));
  const [chosenDays, setChosenDays] = useState<Record<MeetingKind, Weekday> | null>(null);
  const entries = useMemo(() => {
    if (!query.data) return undefined;
    const all = query.data.months.flatMap((m) => m.entries);
    return new Map(all.map((e) => [rowKey(e.date, e.kind), e]));
  }, [query.data]);
  const drafts = useAttendanceDrafts(session.user?.id, serviceYear ?? 0, entries, canWrite);
  const download = useMutation({
    mutationFn: () => downloadS88(serviceYear ?? 0),
    onError: (error) => toast.error(withServerReason(ATTENDANCE_SCREEN.downloadFailed, error)),
  });

  if (serviceYear === null) return <Notice tone="danger">{t('attendanceScreen.invalidServiceYear')}</Notice>;
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <LoadErrorNotice message={ATTENDANCE_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  const { months } = query.data;
  const month = months[selected] ?? months[0]!;
  const days = chosenDays ?? usualWeekdays([...(entries?.values() ?? [])]);
  const labels = months.map((m) => monthName(m.month));

  return (
    <>
      <PageHeader
        title={ATTENDANCE_SCREEN.title}
        subtitle={t('attendanceScreen.subtitle', { serviceYear: String(serviceYear) })}
        actions={
          <>
            <ServiceYearLinks serviceYear={serviceYear} href={paths.attendance.href} />
            <Button
              variant="secondary"
              isLoading={download.isPending}
              onClick={() => download.mutate()}
              icon={<Download className="size-4" aria-hidden="true" />}
            >
              {ATTENDANCE_SCREEN.downloadS88}
            </Button>
            <BackToDashboard />
          </>
        }
      />
      {canWrite ? null : <Notice className="mb-4">{ATTENDANCE_SCREEN.readOnly}</Notice>}
      {drafts.restoredCount > 0 ? (
        <Notice tone="info" className="mb-4">
          {ATTENDANCE_SCREEN.restored(drafts.restoredCount)}
        </Notice>
      ) : null}
      <div className="mb-4 max-w-xs">
        <SelectField
          id="mes"
          label={t('ui.month')}
          options={months.map((m, i) => ({
            value: i,
            label: t('calendar.monthOfYear', { month: monthName(m.month), year: String(m.year) }),
          }))}
          value={selected}
          onChange={(e) => setSelected(Number(e.target.value))}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <MonthEntry month={month} days={days} onDaysChange={setChosenDays} drafts={drafts} canWrite={canWrite} />
        <div className="grid content-start gap-6">
          <S88Summary months={months} selected={selected} />
          <BarChart
            title={t('attendanceScreen.chartTitle')}
            labels={labels}
            series={[
              {
                name: t('attendanceScreen.kind.midweek'),
                values: months.map((m) => m.midweek.average),
                colour: 'fill-primary-400',
              },
              {
                name: t('attendanceScreen.kind.weekend'),
                values: months.map((m) => m.weekend.average),
                colour: 'fill-primary-700',
              },
            ]}
          />
        </div>
      </div>
    </>
  );
}
