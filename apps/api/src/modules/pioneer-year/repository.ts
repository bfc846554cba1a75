import type { Appointment } from '@congregacao/shared/appointments';
import { firstDayOf, lastDayOf } from '@congregacao/shared/appointments';
import type { ReportPioneerMarks } from '@congregacao/shared/report-rules';
import { monthsOfServiceYear } from '@congregacao/shared/service-year';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectReportsWithMonth } from '../../db/report-join';
import {
  auxiliaryAppointments,
  monthlyActivities,
  publisherAppointments,
  publisherReports,
  publishers,
  specialMonths,
} from '../../db/schema';
import { appointmentsByPublisher } from '../publishers/appointments';
import { publisherInScope, type ReportScope } from '../reports/scope';

/** A report of the year as progress reads it. */
export interface YearReport extends ReportPioneerMarks {
  month: number;
  year: number;
  hours: number | null;
  creditHours: number | null;
  participatedInMinistry: boolean | null;
}

/** An auxiliary-pioneer appointment from an approved application: first days of months; end null: continuous. */
export interface AuxiliaryRange {
  startMonth: string;
  endMonth: string | null;
  continuous: boolean;
}

/** What the progress of a service year is made of, for some publishers. */
export interface YearInputs {
  reports: Map<number, YearReport[]>;
  appointments: Map<number, Appointment[]>;
  auxiliary: Map<number, AuxiliaryRange[]>;
  /** `${year}-${month}` of the year's 15-hour months */
  specialMonths: Set<string>;
}

const group = <T extends { publisherId: number }>(rows: T[]) => {
  const map = new Map<number, Omit<T, 'publisherId'>[]>();
  for (const { publisherId, ...row } of rows) map.set(publisherId, [...(map.get(publisherId) ?? []), row]);
  return map;
};

export const specialMonthKey = (month: number, year: number) => `${year}-${month}`;

export async function readSpecialMonths(db: DbOrTx, serviceYear: number) {
  return db
    .select({ month: specialMonths.month, year: specialMonths.year })
    .from(specialMonths)
    .where(eq(specialMonths.serviceYear, serviceYear))
    .orderBy(specialMonths.year, specialMonths.month);
}

/** The reports, appointments, auxiliary months and 15-hour months of a service year, for these publishers. */
export async function readYearInputs(db: DbOrTx, serviceYear: number, publisherIds: number[]): Promise<YearInputs> {
  const months = monthsOfServiceYear(serviceYear);
  const first = firstDayOf(months[0]!.year, months[0]!.month);
  const last = lastDayOf(months[11]!.year, months[11]!.month);
  const [reports, appointments, auxiliary, special] = await Promise.all([
    selectReportsWithMonth(db, {
      publisherId: publisherReports.publisherId,
      month: monthlyActivities.month,
      year: monthlyActivities.year,
      hours: publisherReports.hours,
      creditHours: publisherReports.creditHours,
      participatedInMinistry: publisherReports.participatedInMinistry,
      auxiliaryPioneer: publisherReports.auxiliaryPioneer,
      regularPioneer: publisherReports.regularPioneer,
      specialPioneer: publisherReports.specialPioneer,
      fieldMissionary: publisherReports.fieldMissionary,
    }).where(and(eq(monthlyActivities.serviceYear, serviceYear), inArray(publisherReports.publisherId, publisherIds))),
    appointmentsByPublisher(db, publisherIds),
    db
      .select({
        publisherId: auxiliaryAppointments.publisherId,
        startMonth: auxiliaryAppointments.startMonth,
        endMonth: auxiliaryAppointments.endMonth,
        continuous: auxiliaryAppointments.continuous,
      })
      .from(auxiliaryAppointments)
      .where(
        and(
          inArray(auxiliaryAppointments.publisherId, publisherIds),
          sql`${auxiliaryAppointments.startMonth} <= ${last}`,
          sql`(${auxiliaryAppointments.endMonth} is null or ${auxiliaryAppointments.endMonth} >= ${first})`,
        ),
      ),
    readSpecialMonths(db, serviceYear),
  ]);
  return {
    reports: group(reports),
    appointments,
    auxiliary: group(auxiliary),
    specialMonths: new Set(special.map((m) => specialMonthKey(m.month, m.year))),
  };
}

/** A publisher's id and current group, or null (a Publisher's own, or one named in a path). */
export async function findPublisher(db: DbOrTx, publisherId: number) {
  const [row] = await db
    .select({ id: publishers.id, groupId: publishers.groupId })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  return row ?? null;
}

/**
 * The enabled publishers in scope who are regular pioneers in some month of the service year (by an appointment or
 * a report's mark), with what the list shows of them.
 */
export async function regularPioneersOfYear(db: DbOrTx, scope: ReportScope, serviceYear: number) {
  const months = monthsOfServiceYear(serviceYear);
  const first = firstDayOf(months[0]!.year, months[0]!.month);
  const last = lastDayOf(months[11]!.year, months[11]!.month);
  return db
    .select({
      publisherId: publishers.id,
      name: publishers.name,
      displayName: publishers.displayName,
      groupNumber: publishers.groupNumber,
    })
    .from(publishers)
    .where(
      and(
        eq(publishers.isEnabled, true),
        isNull(publishers.erasedAt),
        publisherInScope(scope),
        sql`(exists (select 1 from ${publisherAppointments} a where a.publisher_id = ${publishers.id}
            and a.kind = 'RegularPioneer'
            and (a.start_date is null or a.start_date <= ${last}) and (a.end_date is null or a.end_date >= ${first}))
          or exists (select 1 from ${publisherReports} r join ${monthlyActivities} m on m.id = r.monthly_activity_id
            where r.publisher_id = ${publishers.id} and m.service_year = ${serviceYear} and r.regular_pioneer))`,
      ),
    );
}
