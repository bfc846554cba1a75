import type { MeReportsResponse } from '@congregacao/shared/contracts/delegates';
import type {
  MeReportResponse,
  OwnDetails,
  OwnReport,
  PutMeReportBody,
} from '@congregacao/shared/contracts/self-reporting';
import { DELEGATE_MESSAGES } from '@congregacao/shared/delegate-messages';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { batched, fulfilled, rejected } from '../../lib/batched';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { delegatedPublisherIds } from '../delegates/repository';
import { reportRowsQuery } from '../reports/repository';
import { type OwnSave, saveOwnReports } from '../reports/update-changed';

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
/** The open activity's columns, and a report's (all null when none of the publishers asked for has a report in it). */
type OwnRow = OpenActivityColumns & ({ id: null } | OwnReport);

/** An open activity and, by publisher, the reports found in it. */
interface OpenMonth {
  activity: MeReportResponse['activity'];
  reports: Map<number, OwnReport>;
}

function reportOf(row: OwnRow): OwnReport | null {
  if (row.id === null) return null;
  const { activityId: _id, activityMonth: _month, activityYear: _year, activityStatus: _status, ...report } = row;
  return report as OwnReport;
}

/**
 * Every open activity, latest first, with the reports of `publisherIds` in it (the overseer's rows, each caller's
 * own), in one statement for every caller of a batch: every publisher opens it at the start of the month. `lock`
 * share-locks the open activities until the commit, as the save's own read does (reports/update-changed.ts), so no
 * close slips in before it.
 */
async function findOpenMonths(db: DbOrTx, publisherIds: number[], lock: boolean): Promise<OpenMonth[]> {
  const result = await db.execute<OwnRow>(sql`
    select a.id as "activityId", a.month as "activityMonth", a.year as "activityYear",
      a.status as "activityStatus", r.*
    from (select id, month, year, status from ${monthlyActivities} where status = 'Open'
      order by year desc, month desc ${lock ? sql`for share` : sql``}) a
    left join lateral (${reportRowsQuery(sql`a.id`, { kind: 'all' }, publisherIds)}) r on true
    order by a.year desc, a.month desc`);
  const months = new Map<number, OpenMonth>();
  for (const row of result.rows) {
    const month = months.get(row.activityId) ?? {
      activity: { id: row.activityId, month: row.activityMonth, year: row.activityYear, status: row.activityStatus },
      reports: new Map(),
    };
    months.set(row.activityId, month);
    const report = reportOf(row);
    if (report) month.reports.set(report.publisherId, report);
  }
  return [...months.values()];
}

/**
 * The month a person reports in when several are open (a late month not yet closed when the next opens): the latest
 * open month with a report of their own, else with one of the family's (`family[0]` is the person), else the latest.
 * One rule for /me/report, /me/reports and both saves, so the own report and the family's are always of one month.
 */
function monthOf(months: OpenMonth[], family: readonly number[]): OpenMonth | undefined {
  return (
    months.find((m) => m.reports.has(family[0]!)) ??
    months.find((m) => family.some((id) => m.reports.has(id))) ??
    months[0]
  );
}

interface OwnPut {
  actor: SignedInActor;
  publisherId: number;
  body: PutMeReportBody;
  /** whose reports choose the month (monthOf): the publisher alone, or the caller's family for /me/reports */
  family: readonly number[];
  /** PUT /me/reports/{reportId}: the report named, which must be the publisher's in the caller's month */
  reportId?: number;
}

/** Why a named report is not the one of the caller's month: another open month's, or a month no longer open. */
function notThisMonth(months: OpenMonth[], reportId: number) {
  const isOpen = months.some((m) => [...m.reports.values()].some((report) => report.id === reportId));
  return conflict(isOpen ? DELEGATE_MESSAGES.otherMonth : DELEGATE_MESSAGES.notOpenMonth);
}

/**
 * PUT /me/report of a batch of publishers: the overseer's save with all its rules (reports/update-changed.ts: closed
 * activity, sent report, hours only for pioneers, stale version 409), marked as sent by each publisher, in one
 * transaction: the read above, the writes and their audit entries. Each caller gets their own answer or refusal.
 * The report stays Open: the group overseer still reviews and sends it.
 */
function putOwnReports(db: Database, puts: OwnPut[]): Promise<PromiseSettledResult<OwnReport>[]> {
  return db.transaction(async (tx) => {
    const ids = new Set(puts.flatMap((put) => [put.publisherId, ...put.family]));
    const months = await findOpenMonths(tx, [...ids], true);
    const found = puts.map((put) => {
      const month = monthOf(months, put.family);
      const report = month?.reports.get(put.publisherId);
      const isNamed = put.reportId === undefined || report?.id === put.reportId;
      return month && report && isNamed ? { month, report } : undefined;
    });
    const saves: OwnSave[] = puts.flatMap(({ actor, body }, i) => {
      const own = found[i];
      if (!own) return [];
      const { month, report } = own;
      const change = { id: report.id, ...body, observations: body.observations ?? '', status: 'Open' as const };
      return [{ actor, change, current: { ...report, activityStatus: month.activity.status } }];
    });
    const saved = await saveOwnReports(tx, saves);
    // one report per publisher, and one publisher per batch (keyOf below)
    const outcomeOf = new Map(saves.map((save, i) => [save.current.id, saved[i]!]));
    return found.map((own, i) => {
      const { reportId } = puts[i]!;
      if (months.length === 0) return rejected(notFound(M.noOpenActivity));
      if (!own) return rejected(reportId ? notThisMonth(months, reportId) : notFound(M.noOwnReport));
      const outcome = outcomeOf.get(own.report.id)!;
      return outcome.status === 'fulfilled' ? fulfilled({ ...own.report, ...outcome.value }) : outcome;
    });
  });
}

/**
 * GET and PUT /me/report of one server. Callers at the same moment share one read, and one write transaction
 * (lib/batched.ts): at the start of the month every publisher opens and sends their report.
 */
export function ownReports(db: Database) {
  const read = batched(async (publisherIds: number[]) => {
    const months = await findOpenMonths(db, publisherIds, false);
    return publisherIds.map((id) => {
      const month = monthOf(months, [id]);
      return month
        ? fulfilled({ activity: month.activity, report: month.reports.get(id) ?? null })
        : rejected(notFound(M.noOpenActivity));
    });
  });
  // one save of a report per transaction: a second one waits for the next and meets the new version
  const write = batched((puts: OwnPut[]) => putOwnReports(db, puts), { keyOf: (put) => put.publisherId });
  return {
    /** GET /me/report: the person's month (monthOf) and their own report in it (404 when no activity is open). */
    get: (actor: SignedInActor): Promise<MeReportResponse> => read(ownPublisherId(actor)),
    put: (actor: SignedInActor, body: PutMeReportBody): Promise<OwnReport> => {
      const publisherId = ownPublisherId(actor);
      return write({ actor, publisherId, body, family: [publisherId] });
    },
    /** GET /me/reports: the person's own report and those delegated to them, all of one month (monthOf, issue 36). */
    async getFamily(actor: SignedInActor): Promise<MeReportsResponse> {
      const ids = await familyOf(db, actor);
      const month = monthOf(await findOpenMonths(db, ids, false), ids);
      if (!month) throw notFound(M.noOpenActivity);
      return { activity: month.activity, reports: ids.flatMap((id) => month.reports.get(id) ?? []) };
    },
    /**
     * PUT /me/reports/{reportId}: one of those reports, saved like /me/report (same rules, versions, batch) and
     * marked as sent by the caller; 403 for a report of anyone else, 409 for one not of the month GET shows.
     */
    async putFamily(actor: SignedInActor, reportId: number, body: PutMeReportBody): Promise<OwnReport> {
      const [report] = await db
        .select({ publisherId: publisherReports.publisherId })
        .from(publisherReports)
        .where(eq(publisherReports.id, reportId));
      const family = await familyOf(db, actor);
      if (!report || !family.includes(report.publisherId)) {
        throw forbidden(DELEGATE_MESSAGES.notYours, {
          resource: 'report',
          resourceId: reportId,
          details: { reason: 'not_own_or_delegated' },
        });
      }
      // the caller saves in that publisher's scope (update-changed.ts `check`), as the user they are
      const acting = { ...actor, user: { ...actor.user, publisherId: report.publisherId } };
      return write({ actor: acting, publisherId: report.publisherId, body, family, reportId });
    },
  };
}

/** The person's own publisher, then those whose reports were delegated to them. */
async function familyOf(db: Database, actor: SignedInActor): Promise<number[]> {
  const own = ownPublisherId(actor);
  return [own, ...(await delegatedPublisherIds(db, own))];
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
