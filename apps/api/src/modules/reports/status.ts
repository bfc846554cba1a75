import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { GROUP_MESSAGES } from '@congregacao/shared/contracts/groups';
import type { ChangeStatusQuery } from '@congregacao/shared/contracts/reports';
import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { canBeSent, compareByPublisherLabel, publisherLabel } from '@congregacao/shared/report-rules';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { publisherReports, publishers, serviceGroups } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { getActivity } from '../activities/repository';
import { activityClosed, isSecretary, reportGroupId, reportInScope, scopeOf } from './scope';
import { staleVersion } from './update-changed';

/** The Open, answered reports matching `where` become Sent: "answered before Sent" held in SQL, in one place. */
function sendWhereAnswered(tx: Tx, where: SQL | undefined) {
  return tx
    .update(publisherReports)
    .set({ status: 'Sent', version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
    .where(and(where, eq(publisherReports.status, 'Open'), sql`${publisherReports.participatedInMinistry} is not null`))
    .returning({ id: publisherReports.id, publisherId: publisherReports.publisherId });
}

/**
 * The one rule of sending only what is answered (ADR 039): in one statement, the Open reports of the activity within
 * `scope` whose participation is answered become Sent; the unanswered stay Open and untouched (never 'Não'), and are
 * returned by name as the ones still missing. Audited in the caller's transaction when something was sent.
 */
async function sendAnswered(
  tx: Tx,
  actor: SignedInActor,
  activityId: number,
  scope: SQL | undefined,
  audit: { action: string; description: (count: number) => string; groupId: number | null },
) {
  const inScope = tx
    .select({ id: publisherReports.id })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(and(eq(publisherReports.monthlyActivityId, activityId), scope));
  const sent = await sendWhereAnswered(
    tx,
    and(eq(publisherReports.monthlyActivityId, activityId), inArray(publisherReports.id, inScope)),
  );
  const left = await tx
    .select({ id: publisherReports.id, name: publishers.name, displayName: publishers.displayName })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(
      and(
        eq(publisherReports.monthlyActivityId, activityId),
        eq(publisherReports.status, 'Open'),
        isNull(publisherReports.participatedInMinistry),
        scope,
      ),
    );
  const unanswered = left.sort(compareByPublisherLabel).map((r) => ({ id: r.id, name: publisherLabel(r) }));
  if (sent.length) {
    const reportIds = sent.map((r) => r.id);
    await recordAudit(tx, actor, {
      eventType: isSecretary(actor.user) ? 'REPORT_APPROVE' : 'REPORT_UPDATE',
      description: audit.description(sent.length),
      resource: 'monthly_activity',
      resourceId: activityId,
      details: {
        action: audit.action,
        groupId: audit.groupId,
        reportIds,
        unansweredReportIds: unanswered.map((r) => r.id),
      },
      oldValues: { status: 'Open' },
      newValues: { status: 'Sent' },
      subjects: { reportIds, publisherIds: sent.map((r) => r.publisherId) },
    });
  }
  return { sentCount: sent.length, unansweredCount: unanswered.length, unanswered };
}

async function openActivity(tx: Tx, activityId: number) {
  const activity = await getActivity(tx, activityId, 'share');
  if (!isActivityOpen(activity)) throw activityClosed();
}

/**
 * PUT /publisherreports/send-to-secretary: every Open report of the activity in the caller's scope becomes Sent.
 * Refused (nothing changes) when one of them has participation unanswered — unless `onlyAnswered`: then the answered
 * go and the unanswered stay Open, named in the answer.
 */
export async function sendToSecretary(
  db: Database,
  actor: SignedInActor,
  activityId: number,
  options: { onlyAnswered?: boolean } = {},
) {
  const { user } = actor;
  return db.transaction(async (tx) => {
    await openActivity(tx, activityId);
    if (options.onlyAnswered) {
      return sendAnswered(tx, actor, activityId, reportInScope(scopeOf(user)), {
        action: 'send-answered-to-secretary',
        description: (n) => `${n} relatório(s) respondido(s) enviado(s) ao secretário`,
        groupId: user.groupId,
      });
    }
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
    const sent = await sendWhereAnswered(tx, inArray(publisherReports.id, ids));
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

/**
 * PUT /publisherreports/change-status: the Secretary sets every report of one group in the activity at once; with
 * `onlyAnswered` (status Sent) only the group's answered Open reports, the unanswered staying Open.
 */
export async function changeGroupStatus(db: Database, actor: SignedInActor, query: ChangeStatusQuery) {
  return db.transaction(async (tx) => {
    await openActivity(tx, query.activityId);
    const [group] = await tx
      .select({ groupNumber: serviceGroups.groupNumber })
      .from(serviceGroups)
      .where(eq(serviceGroups.id, query.groupId));
    if (!group) throw notFound(GROUP_MESSAGES.missing);
    if (query.onlyAnswered) {
      const { sentCount, ...rest } = await sendAnswered(
        tx,
        actor,
        query.activityId,
        sql`${reportGroupId} = ${query.groupId}`,
        {
          action: 'approve-answered',
          description: (n) => `${n} relatório(s) respondido(s) do Grupo ${group.groupNumber} aprovado(s)`,
          groupId: query.groupId,
        },
      );
      return { updatedCount: sentCount, ...rest };
    }
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

/** PUT /publisherreports/approve-answered: the Secretary approves every answered Open report of the month at once. */
export async function approveAnswered(db: Database, actor: SignedInActor, activityId: number) {
  return db.transaction(async (tx) => {
    await openActivity(tx, activityId);
    return sendAnswered(tx, actor, activityId, reportInScope(scopeOf(actor.user)), {
      action: 'approve-answered',
      description: (n) => `${n} relatório(s) respondido(s) do mês aprovado(s)`,
      groupId: null,
    });
  });
}
