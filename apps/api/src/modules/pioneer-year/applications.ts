import { firstDayOf, kindsValidInMonth } from '@congregacao/shared/appointments';
import type { Application, ApplicationBody, MonthOfYear } from '@congregacao/shared/contracts/pioneer-year';
import { PIONEER_YEAR_MESSAGES as M } from '@congregacao/shared/pioneer-year-messages';
import { monthIndex } from '@congregacao/shared/service-year';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  auxiliaryApplicationDecisions,
  auxiliaryApplications,
  auxiliaryAppointments,
  monthlyActivities,
  publisherReports,
} from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, invalidValue, notFound } from '../../lib/errors';
import { appointmentsByPublisher } from '../publishers/appointments';
import { committeeIds, listApplications } from './applications-repository';
import { findPublisher } from './repository';

const thisMonth = (now: Date) => ({ month: now.getUTCMonth(), year: now.getUTCFullYear() });

/**
 * An application's months checked (400 naming `months`, nothing written): at least one, or continuous (from this
 * month when none is named); none past; none in which the publisher is a regular or special pioneer (or a field
 * missionary) by appointment.
 */
async function checkedMonths(tx: Tx, publisherId: number, body: ApplicationBody, now: Date): Promise<MonthOfYear[]> {
  const months = body.months.length === 0 && body.continuous ? [thisMonth(now)] : body.months;
  if (months.length === 0) throw invalidValue('months', M.noMonths);
  const current = thisMonth(now);
  const past = months.find((m) => monthIndex(m.month, m.year) < monthIndex(current.month, current.year));
  if (past) throw invalidValue('months', M.pastMonth(past.month, past.year));
  const appointments = (await appointmentsByPublisher(tx, [publisherId])).get(publisherId) ?? [];
  const appointed = months.find((m) => kindsValidInMonth(appointments, m.year, m.month).size > 0);
  if (appointed) throw invalidValue('months', M.alreadyRegular(appointed.month, appointed.year));
  const unique = new Map(months.map((m) => [monthIndex(m.month, m.year), m]));
  return [...unique.entries()].sort(([a], [b]) => a - b).map(([, m]) => m);
}

/** A new application, pending, audited; the publisher's own (`/me/…`) or a paper one recorded by the Secretary. */
export async function createApplication(
  db: Database,
  actor: SignedInActor,
  publisherId: number,
  body: ApplicationBody,
  now = new Date(),
): Promise<Application> {
  const id = await db.transaction(async (tx) => {
    if (!(await findPublisher(tx, publisherId))) throw notFound(M.publisherNotFound);
    const { continuous } = body;
    const months = await checkedMonths(tx, publisherId, body, now);
    const [row] = await tx
      .insert(auxiliaryApplications)
      .values({ publisherId, months, continuous, createdBy: actor.user.id })
      .returning({ id: auxiliaryApplications.id });
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: `Pedido de pioneiro auxiliar registado (${continuous ? 'contínuo' : `${months.length} mês(es)`})`,
      resource: 'auxiliary_application',
      resourceId: row!.id,
      newValues: { publisherId, months, continuous, status: 'pending' },
      subjects: { publisherIds: [publisherId] },
    });
    return row!.id;
  });
  return (await listApplications(db, { id }))[0]!;
}

/**
 * An approved application becomes auxiliary-pioneer appointments (one per month, or one open-ended when continuous),
 * and the reports already generated in Open months of those months become auxiliary (hours 0 when none yet).
 * A Closed month never changes.
 */
async function appoint(tx: Tx, actor: SignedInActor, application: Application): Promise<number[]> {
  const { publisherId, months, continuous } = application;
  const first = months[0]!;
  await tx.insert(auxiliaryAppointments).values(
    continuous
      ? [{ publisherId, applicationId: application.id, startMonth: firstDayOf(first.year, first.month), continuous }]
      : months.map((m) => {
          const day = firstDayOf(m.year, m.month);
          return { publisherId, applicationId: application.id, startMonth: day, endMonth: day };
        }),
  );
  const covered = continuous
    ? sql`make_date(${monthlyActivities.year}, ${monthlyActivities.month} + 1, 1) >= ${firstDayOf(first.year, first.month)}`
    : sql`(${monthlyActivities.year} * 12 + ${monthlyActivities.month}) = any(${sql.param(
        months.map((m) => monthIndex(m.month, m.year)),
      )}::int[])`;
  const openActivities = tx
    .select({ id: monthlyActivities.id })
    .from(monthlyActivities)
    .where(and(eq(monthlyActivities.status, 'Open'), covered));
  const updated = await tx
    .update(publisherReports)
    .set({
      auxiliaryPioneer: true,
      hours: sql`coalesce(${publisherReports.hours}, 0)`,
      version: sql`${publisherReports.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(publisherReports.publisherId, publisherId),
        inArray(publisherReports.monthlyActivityId, openActivities),
        eq(publisherReports.auxiliaryPioneer, false),
        eq(publisherReports.regularPioneer, false),
        eq(publisherReports.specialPioneer, false),
        eq(publisherReports.fieldMissionary, false),
      ),
    )
    .returning({ id: publisherReports.id });
  const reportIds = updated.map((r) => r.id);
  if (reportIds.length > 0) {
    await recordAudit(tx, actor, {
      eventType: 'REPORT_UPDATE',
      description: `${reportIds.length} relatório(s) marcado(s) como pioneiro auxiliar (pedido aprovado)`,
      resource: 'publisher_report',
      resourceId: reportIds.length === 1 ? reportIds[0] : null,
      details: { applicationId: application.id, reportIds },
      newValues: { auxiliaryPioneer: true },
      subjects: { reportIds, publisherIds: [publisherId] },
    });
  }
  return reportIds;
}

/**
 * POST /auxiliary-pioneer-applications/{id}/decision: a committee member's approval or rejection. All members
 * approving approves it, any rejection rejects it; with no committee named the Secretary's decision is enough.
 * Anyone else: 403. Audited, in one transaction with what an approval changes.
 */
export async function decideApplication(
  db: Database,
  actor: SignedInActor,
  id: number,
  approve: boolean,
): Promise<Application> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${auxiliaryApplications} where id = ${id} for update`);
    const [application] = await listApplications(tx, { id });
    if (!application) throw notFound(M.applicationNotFound);
    const committee = await committeeIds(tx);
    const refusal = { resource: 'auxiliary_application', resourceId: id, details: { applicationId: id } };
    if (committee.length === 0 && actor.user.role !== 'Secretary') throw forbidden(M.notSecretary, refusal);
    if (committee.length > 0 && !committee.includes(actor.user.id)) throw forbidden(M.notCommittee, refusal);
    if (application.status !== 'pending') throw conflict(M.alreadyDecided);
    if (application.decisions.some((d) => d.userId === actor.user.id)) throw conflict(M.alreadyVoted);
    await tx.insert(auxiliaryApplicationDecisions).values({ applicationId: id, userId: actor.user.id, approve });
    const approvals = new Set([...application.decisions.filter((d) => d.approve).map((d) => d.userId)]);
    if (approve) approvals.add(actor.user.id);
    const status = !approve ? 'rejected' : committee.every((member) => approvals.has(member)) ? 'approved' : 'pending';
    if (status !== 'pending') {
      await tx
        .update(auxiliaryApplications)
        .set({ status, decidedAt: new Date() })
        .where(eq(auxiliaryApplications.id, id));
    }
    const reportIds = status === 'approved' ? await appoint(tx, actor, application) : [];
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: `Pedido de pioneiro auxiliar ${approve ? 'aprovado' : 'rejeitado'} por ${actor.user.username}`,
      resource: 'auxiliary_application',
      resourceId: id,
      oldValues: { status: application.status },
      newValues: { approve, status, reportIds },
      subjects: { publisherIds: [application.publisherId] },
    });
  });
  return (await listApplications(db, { id }))[0]!;
}
