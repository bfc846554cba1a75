import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { GROUP_MESSAGES } from '@congregacao/shared/contracts/groups';
import type { ChangeStatusQuery } from '@congregacao/shared/contracts/reports';
import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { canBeSent, publisherLabel } from '@congregacao/shared/report-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { publisherReports, publishers, serviceGroups } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { getActivity } from '../activities/repository';
import { activityClosed, isSecretary, reportGroupId, reportInScope, scopeOf } from './scope';
import { staleVersion } from './update-changed';

/**
 * PUT /publisherreports/send-to-secretary: every Open report of the activity in the caller's scope becomes Sent.
 * Refused (nothing changes) when one of them has participation unanswered.
 */
export async function sendToSecretary(db: Database, actor: SignedInActor, activityId: number) {
  const { user } = actor;
  return db.transaction(async (tx) => {
    const activity = await getActivity(tx, activityId, 'share');
    if (!isActivityOpen(activity)) throw activityClosed();
    const open = await tx
      .select({
        id: publisherReports.id,
        publisherId: publisherReports.publisherId,
        participatedInMinistry: publisherReports.participatedInMinistry,
        name: publishers.name,
        displayName: publishers.displayName,
      })
      .from(publisherReports)
      .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
      .where(
        and(
          eq(publisherReports.monthlyActivityId, activityId),
          eq(publisherReports.status, 'Open'),
          reportInScope(scopeOf(user)),
        ),
      );
    const incomplete = open.filter((r) => !canBeSent(r));
    if (incomplete.length) {
      throw conflict(REPORT_MESSAGES.unansweredToSend(incomplete.map(publisherLabel).join(', ')), {
        incompleteReportIds: incomplete.map((r) => r.id),
      });
    }
    if (open.length === 0) return { sentCount: 0 };
    const ids = open.map((r) => r.id);
    const sent = await tx
      .update(publisherReports)
      .set({ status: 'Sent', version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          inArray(publisherReports.id, ids),
          eq(publisherReports.status, 'Open'),
          sql`${publisherReports.participatedInMinistry} is not null`,
        ),
      )
      .returning({ id: publisherReports.id });
    if (sent.length !== ids.length) {
      const sentIds = new Set(sent.map((r) => r.id));
      throw staleVersion(ids.filter((id) => !sentIds.has(id)));
    }
    await recordAudit(tx, actor, {
      eventType: isSecretary(user) ? 'REPORT_APPROVE' : 'REPORT_UPDATE',
      description: `${ids.length} relatório(s) enviado(s) ao secretário`,
      resource: 'monthly_activity',
      resourceId: activityId,
      details: { action: 'send-to-secretary', reportIds: ids, groupId: user.groupId },
      oldValues: { status: 'Open' },
      newValues: { status: 'Sent' },
      subjects: { reportIds: ids, publisherIds: open.map((r) => r.publisherId) },
    });
    return { sentCount: ids.length };
  });
}

/**
 * Sent means answered (issue 21): a group is not closed while one of its reports has participation unanswered; 409
 * naming the publishers, nothing changed. They are answered ('Sim' or 'Não') on the review or fill screen first.
 */
async function refuseUnanswered(tx: Tx, activityId: number, groupId: number, groupNumber: number) {
  const reports = await tx
    .select({
      id: publisherReports.id,
      participatedInMinistry: publisherReports.participatedInMinistry,
      name: publishers.name,
      displayName: publishers.displayName,
    })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(and(eq(publisherReports.monthlyActivityId, activityId), sql`${reportGroupId} = ${groupId}`));
  const unanswered = reports.filter((r) => !canBeSent(r));
  if (unanswered.length === 0) return;
  throw conflict(REPORT_MESSAGES.unansweredToClose(groupNumber, unanswered.map(publisherLabel).join(', ')), {
    incompleteReportIds: unanswered.map((r) => r.id),
  });
}

/** PUT /publisherreports/change-status: the Secretary sets every report of one group in the activity at once. */
export async function changeGroupStatus(db: Database, actor: SignedInActor, query: ChangeStatusQuery) {
  return db.transaction(async (tx) => {
    const activity = await getActivity(tx, query.activityId, 'share');
    if (!isActivityOpen(activity)) throw activityClosed();
    const [group] = await tx
      .select({ groupNumber: serviceGroups.groupNumber })
      .from(serviceGroups)
      .where(eq(serviceGroups.id, query.groupId));
    if (!group) throw notFound(GROUP_MESSAGES.missing);
    const ofGroup = tx
      .select({ id: publisherReports.id })
      .from(publisherReports)
      .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
      .where(and(eq(publisherReports.monthlyActivityId, query.activityId), sql`${reportGroupId} = ${query.groupId}`));
    if (query.status === 'Sent') await refuseUnanswered(tx, query.activityId, query.groupId, group.groupNumber);
    const changed = await tx
      .update(publisherReports)
      .set({ status: query.status, version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(publisherReports.monthlyActivityId, query.activityId),
          sql`${publisherReports.status} <> ${query.status}`,
          inArray(publisherReports.id, ofGroup),
        ),
      )
      .returning({ id: publisherReports.id, publisherId: publisherReports.publisherId });
    if (changed.length) {
      const isApproval = query.status === 'Sent';
      await recordAudit(tx, actor, {
        eventType: isApproval ? 'REPORT_APPROVE' : 'REPORT_REJECT',
        description: `Relatórios do Grupo ${group.groupNumber} ${isApproval ? 'fechados (enviados)' : 'reabertos'}`,
        resource: 'monthly_activity',
        resourceId: query.activityId,
        details: { groupId: query.groupId, groupNumber: group.groupNumber, reportIds: changed.map((r) => r.id) },
        oldValues: { status: isApproval ? 'Open' : 'Sent' },
        newValues: { status: query.status },
        subjects: { reportIds: changed.map((r) => r.id), publisherIds: changed.map((r) => r.publisherId) },
      });
    }
    return { updatedCount: changed.length };
  });
}
