import type { Application, ApplicationStatus } from '@congregacao/shared/contracts/pioneer-year';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auxiliaryApplicationDecisions, auxiliaryApplications, publishers, users } from '../../db/schema';

/** The applications with their publisher and decisions, newest first; by status, publisher or id. */
export async function listApplications(
  db: DbOrTx,
  filter: { status?: ApplicationStatus; publisherId?: number; id?: number },
): Promise<Application[]> {
  const rows = await db
    .select({
      id: auxiliaryApplications.id,
      publisherId: auxiliaryApplications.publisherId,
      name: publishers.name,
      displayName: publishers.displayName,
      months: auxiliaryApplications.months,
      continuous: auxiliaryApplications.continuous,
      status: auxiliaryApplications.status,
      createdAt: sql<string>`to_json(${auxiliaryApplications.createdAt}) #>> '{}'`,
    })
    .from(auxiliaryApplications)
    .innerJoin(publishers, eq(publishers.id, auxiliaryApplications.publisherId))
    .where(
      and(
        filter.status ? eq(auxiliaryApplications.status, filter.status) : undefined,
        filter.publisherId ? eq(auxiliaryApplications.publisherId, filter.publisherId) : undefined,
        filter.id ? eq(auxiliaryApplications.id, filter.id) : undefined,
      ),
    )
    .orderBy(sql`${auxiliaryApplications.id} desc`);
  if (rows.length === 0) return [];
  const decisions = await db
    .select({
      applicationId: auxiliaryApplicationDecisions.applicationId,
      userId: auxiliaryApplicationDecisions.userId,
      name: sql<string>`coalesce(${users.displayName}, ${users.username})`,
      approve: auxiliaryApplicationDecisions.approve,
    })
    .from(auxiliaryApplicationDecisions)
    .innerJoin(users, eq(users.id, auxiliaryApplicationDecisions.userId))
    .where(
      inArray(
        auxiliaryApplicationDecisions.applicationId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    status: r.status as ApplicationStatus,
    decisions: decisions.filter((d) => d.applicationId === r.id).map(({ applicationId: _id, ...d }) => d),
  }));
}

/** The ids of the service committee's members (not deleted). */
export async function committeeIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.serviceCommittee, true), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
