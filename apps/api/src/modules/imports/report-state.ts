import type { Appointment } from '@congregacao/shared/appointments';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherAppointments, publisherReports, publishers } from '../../db/schema';
import { appointmentsByPublisher } from '../publishers/appointments';
import { fingerprintOf } from './fingerprint';

/** What a report-history import is planned against. */
export interface ReportImportState {
  publishers: { id: number; name: string; birthDate: string | null; groupId: number | null }[];
  appointments: Map<number, Appointment[]>;
  activities: { id: number; month: number; year: number; status: string }[];
  reports: {
    id: number;
    publisherId: number;
    monthlyActivityId: number;
    hours: number | null;
    creditHours: number | null;
    studies: number | null;
    participatedInMinistry: boolean | null;
    auxiliaryPioneer: boolean;
    observations: string;
    status: string;
  }[];
  fingerprint: string;
}

/**
 * One hash of what a report import reads: publishers (id, version, group), appointments, monthly activities (and
 * their status) and reports (id, version): a write to any of them since the preview gives another value.
 */
const reportStateFingerprint = (db: DbOrTx) =>
  fingerprintOf(db, [
    sql`select string_agg(id || ':' || version || ':' || coalesce(group_id, 0), ',' order by id) from ${publishers}`,
    sql`select string_agg(publisher_id || ':' || kind || ':' || coalesce(start_date::text, '') || ':' ||
      coalesce(end_date::text, ''), ',' order by id) from ${publisherAppointments}`,
    sql`select string_agg(id || ':' || status, ',' order by id) from ${monthlyActivities}`,
    sql`select string_agg(id || ':' || version, ',' order by id) from ${publisherReports}`,
  ]);

export async function loadReportState(db: DbOrTx): Promise<ReportImportState> {
  // one after another: inside a transaction they share one connection
  return {
    publishers: await db
      .select({
        id: publishers.id,
        name: publishers.name,
        birthDate: publishers.birthDate,
        groupId: publishers.groupId,
      })
      .from(publishers)
      .orderBy(asc(publishers.id)),
    appointments: await appointmentsByPublisher(db),
    activities: await db
      .select({
        id: monthlyActivities.id,
        month: monthlyActivities.month,
        year: monthlyActivities.year,
        status: monthlyActivities.status,
      })
      .from(monthlyActivities),
    reports: await db
      .select({
        id: publisherReports.id,
        publisherId: publisherReports.publisherId,
        monthlyActivityId: publisherReports.monthlyActivityId,
        hours: publisherReports.hours,
        creditHours: publisherReports.creditHours,
        studies: publisherReports.studies,
        participatedInMinistry: publisherReports.participatedInMinistry,
        auxiliaryPioneer: publisherReports.auxiliaryPioneer,
        observations: publisherReports.observations,
        status: publisherReports.status,
      })
      .from(publisherReports),
    fingerprint: await reportStateFingerprint(db),
  };
}
