import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { pioneerFlagsInMonth } from '@congregacao/shared/appointments';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/contracts/publishers';
import { NEW_REPORT_DEFAULTS, REPORT_MESSAGES, type ReportRow } from '@congregacao/shared/contracts/reports';
import { t } from '@congregacao/shared/i18n/translate';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publisherReports, publishers } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { getActivity } from '../activities/repository';
import { appointmentsByPublisher } from '../publishers/appointments';
import { activityClosed } from './scope';

const UNIQUE = 'publisher_reports_activity_publisher_unique';

/**
 * POST /publisherreports/ {report}: a report for a publisher who has none this month (the review screen offers it
 * for inactive publishers). Only publisherId and monthlyActivityId are read; the rest are the spec's defaults.
 */
export async function createReport(
  db: Database,
  actor: SignedInActor,
  input: { publisherId?: number | null; monthlyActivityId?: number | null } | null | undefined,
): Promise<ReportRow> {
  const publisherId = input?.publisherId;
  const activityId = input?.monthlyActivityId;
  if (!publisherId || !activityId) throw badRequest(REPORT_MESSAGES.insufficientData);
  try {
    return await db.transaction(async (tx) => {
      const activity = await getActivity(tx, activityId, 'share');
      if (!isActivityOpen(activity)) throw activityClosed();
      const [publisher] = await tx.select().from(publishers).where(eq(publishers.id, publisherId));
      if (!publisher) throw notFound(PUBLISHER_MESSAGES.notFound);
      if (!publisher.isEnabled) throw conflict(t('api.reports.publisherArchived'));
      const [existing] = await tx
        .select({ id: publisherReports.id })
        .from(publisherReports)
        .where(and(eq(publisherReports.publisherId, publisherId), eq(publisherReports.monthlyActivityId, activityId)));
      if (existing) throw conflict(REPORT_MESSAGES.duplicate);
      const appointments = (await appointmentsByPublisher(tx, [publisherId])).get(publisherId) ?? [];
      const flags = pioneerFlagsInMonth(appointments, activity.year, activity.month);
      const [created] = await tx
        .insert(publisherReports)
        .values({
          publisherId,
          monthlyActivityId: activityId,
          ...NEW_REPORT_DEFAULTS,
          ...flags,
          groupId: publisher.groupId,
        })
        .returning();
      const report = created!;
      await recordAudit(tx, actor, {
        eventType: 'REPORT_CREATE',
        description: `Relatório criado para ${publisherLabel(publisher)}`,
        resource: 'publisher_report',
        resourceId: report.id,
        details: { publisherId, monthlyActivityId: activityId },
        newValues: { ...report, createdAt: undefined, updatedAt: undefined },
        subjects: { publisherIds: [publisherId] },
      });
      return {
        id: report.id,
        publisherId,
        monthlyActivityId: activityId,
        hours: report.hours,
        creditHours: report.creditHours,
        studies: report.studies,
        participatedInMinistry: report.participatedInMinistry,
        observations: report.observations,
        auxiliaryPioneer: report.auxiliaryPioneer,
        regularPioneer: report.regularPioneer,
        specialPioneer: report.specialPioneer,
        fieldMissionary: report.fieldMissionary,
        status: 'Open',
        version: report.version,
        name: publisher.name,
        displayName: publisher.displayName,
        groupId: publisher.groupId,
        groupNumber: publisher.groupNumber,
        isCurrentlyInactive: publisher.isCurrentlyInactive,
        isEnabled: publisher.isEnabled,
        selfReportedAt: null,
        changedAfterSendingAt: null,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE)) throw conflict(REPORT_MESSAGES.duplicate);
    throw error;
  }
}
