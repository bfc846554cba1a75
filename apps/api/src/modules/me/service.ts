import type {
  MeReportResponse,
  OwnDetails,
  OwnReport,
  PutMeReportBody,
} from '@congregacao/shared/contracts/self-reporting';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';
import { selectReportRows } from '../reports/repository';
import { saveReports } from '../reports/update-changed';

const M = SELF_REPORTING_MESSAGES;

/** The publisher the signed-in user is; an account without one is refused (recorded like any 403). */
export function ownPublisherId(actor: SignedInActor): number {
  const id = actor.user.publisherId;
  if (id === null) throw forbidden(M.notLinked, { details: { reason: 'no_linked_publisher' } });
  return id;
}

/** The open monthly activity (the latest one, should several be open). */
async function findOpenActivity(db: DbOrTx) {
  const [activity] = await db
    .select({
      id: monthlyActivities.id,
      month: monthlyActivities.month,
      year: monthlyActivities.year,
      status: monthlyActivities.status,
    })
    .from(monthlyActivities)
    .where(eq(monthlyActivities.status, 'Open'))
    .orderBy(desc(monthlyActivities.year), desc(monthlyActivities.month))
    .limit(1);
  if (!activity) throw notFound(M.noOpenActivity);
  return { ...activity, status: activity.status as 'Open' | 'Closed' };
}

/** The person's report in the activity: the overseer's row, read in the publisher's own scope. */
async function findOwnReport(db: DbOrTx, publisherId: number, activityId: number): Promise<OwnReport | null> {
  const [row] = await selectReportRows(db, activityId, { kind: 'publisher', publisherId });
  return row ?? null;
}

/** GET /me/report: the open activity and the person's own report in it (404 when no activity is open). */
export async function getOwnReport(db: Database, actor: SignedInActor): Promise<MeReportResponse> {
  const publisherId = ownPublisherId(actor);
  const activity = await findOpenActivity(db);
  return { activity, report: await findOwnReport(db, publisherId, activity.id) };
}

/**
 * PUT /me/report: the overseer's save with all its rules (reports/update-changed.ts: closed activity, sent
 * report, hours only for pioneers, stale version 409), then the mark that the publisher sent it, in one transaction.
 * The report stays Open: the group overseer still reviews and sends it.
 */
export async function putOwnReport(db: Database, actor: SignedInActor, body: PutMeReportBody): Promise<OwnReport> {
  const publisherId = ownPublisherId(actor);
  return db.transaction(async (tx) => {
    const activity = await findOpenActivity(tx);
    const report = await findOwnReport(tx, publisherId, activity.id);
    if (!report) throw notFound(M.noOwnReport);
    await saveReports(tx, actor, [
      {
        id: report.id,
        version: body.version,
        hours: body.hours,
        studies: body.studies,
        participatedInMinistry: body.participatedInMinistry,
        observations: body.observations ?? '',
        status: 'Open',
      },
    ]);
    await tx
      .update(publisherReports)
      .set({ selfReportedAt: new Date(), selfReportedBy: actor.user.id })
      .where(eq(publisherReports.id, report.id));
    return (await findOwnReport(tx, publisherId, activity.id))!;
  });
}

/** GET /me/details: the person's own contact details (nothing of anyone else). */
export async function getOwnDetails(db: Database, actor: SignedInActor): Promise<OwnDetails> {
  const [row] = await db
    .select({
      name: publishers.name,
      displayName: publishers.displayName,
      address: publishers.address,
      postalCode: publishers.postalCode,
      city: publishers.city,
      mobile: publishers.mobile,
      homePhone: publishers.homePhone,
      email: publishers.email,
      birthDate: publishers.birthDate,
      baptismDate: publishers.baptismDate,
      groupNumber: publishers.groupNumber,
    })
    .from(publishers)
    .where(eq(publishers.id, ownPublisherId(actor)));
  if (!row) throw notFound(M.notLinked);
  return row;
}
