import type {
  MeReportResponse,
  OwnDetails,
  OwnReport,
  PutMeReportBody,
} from '@congregacao/shared/contracts/self-reporting';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { monthlyActivities, publishers } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';
import { reportRowsQuery } from '../reports/repository';
import { saveReports } from '../reports/update-changed';

const M = SELF_REPORTING_MESSAGES;

/** The publisher the signed-in user is; an account without one is refused (recorded like any 403). */
export function ownPublisherId(actor: SignedInActor): number {
  const id = actor.user.publisherId;
  if (id === null) throw forbidden(M.notLinked, { details: { reason: 'no_linked_publisher' } });
  return id;
}

type OpenActivityColumns = {
  activityId: number;
  activityMonth: number;
  activityYear: number;
  activityStatus: 'Open';
};
/** The open activity's columns, and the report's (all null when the person has no report in it). */
type OwnRow = OpenActivityColumns & ({ id: null } | OwnReport);

/**
 * The open activity and the person's report in it (the overseer's row, read in the publisher's own scope), in one
 * statement: every publisher opens it at the start of the month. `lock` share-locks the activity until the commit,
 * as the save's own read does (reports/update-changed.ts), so no close slips in before it.
 */
async function findOwnOpenReport(db: DbOrTx, publisherId: number, lock: boolean): Promise<OwnRow | undefined> {
  const result = await db.execute<OwnRow>(sql`
    select a.id as "activityId", a.month as "activityMonth", a.year as "activityYear",
      a.status as "activityStatus", r.*
    from (select id, month, year, status from ${monthlyActivities} where status = 'Open'
      order by year desc, month desc limit 1 ${lock ? sql`for share` : sql``}) a
    left join lateral (${reportRowsQuery(sql`a.id`, { kind: 'publisher', publisherId })}) r on true`);
  return result.rows[0];
}

const activityOf = (row: OwnRow) => ({
  id: row.activityId,
  month: row.activityMonth,
  year: row.activityYear,
  status: row.activityStatus,
});

function reportOf(row: OwnRow): OwnReport | null {
  if (row.id === null) return null;
  const { activityId: _id, activityMonth: _month, activityYear: _year, activityStatus: _status, ...report } = row;
  return report as OwnReport;
}

/** GET /me/report: the open activity and the person's own report in it (404 when no activity is open). */
export async function getOwnReport(db: Database, actor: SignedInActor): Promise<MeReportResponse> {
  const row = await findOwnOpenReport(db, ownPublisherId(actor), false);
  if (!row) throw notFound(M.noOpenActivity);
  return { activity: activityOf(row), report: reportOf(row) };
}

/**
 * PUT /me/report: the overseer's save with all its rules (reports/update-changed.ts: closed activity, sent
 * report, hours only for pioneers, stale version 409), marked as sent by the publisher, in one transaction: the
 * read above, the write and its audit entry. The report stays Open: the group overseer still reviews and sends it.
 */
export async function putOwnReport(db: Database, actor: SignedInActor, body: PutMeReportBody): Promise<OwnReport> {
  const publisherId = ownPublisherId(actor);
  return db.transaction(async (tx) => {
    const row = await findOwnOpenReport(tx, publisherId, true);
    if (!row) throw notFound(M.noOpenActivity);
    const report = reportOf(row);
    if (!report) throw notFound(M.noOwnReport);
    const [saved] = await saveReports(
      tx,
      actor,
      [
        {
          id: report.id,
          version: body.version,
          hours: body.hours,
          studies: body.studies,
          participatedInMinistry: body.participatedInMinistry,
          observations: body.observations ?? '',
          status: 'Open',
        },
      ],
      { current: [{ ...report, activityStatus: row.activityStatus }], selfReportedBy: actor.user.id },
    );
    return { ...report, ...saved! };
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
