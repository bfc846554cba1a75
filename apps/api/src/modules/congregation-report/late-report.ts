import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { LATE_REPORT_MESSAGES as M, monthLabel } from '@congregacao/shared/branch-cycle-messages';
import type { LateReport, lateReportBodySchema } from '@congregacao/shared/contracts/branch-cycle';
import type { PublisherReport } from '@congregacao/shared/contracts/reports';
import { canReportCredit } from '@congregacao/shared/pioneer-year';
import { PIONEER_YEAR_MESSAGES } from '@congregacao/shared/pioneer-year-messages';
import { canReportHours, REPORT_ANSWER_FIELDS, type ReportPioneerMarks } from '@congregacao/shared/report-rules';
import { monthName } from '@congregacao/shared/service-year';
import { TRANSFER_MESSAGES } from '@congregacao/shared/transfer-messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { publisherReports } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { inAuditLanguage, recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { countLateReports, isSubmittedSql, lockBranchCycle } from '../activities/late-counting';
import { reportColumns } from '../reports/repository';
import { staleVersion } from '../reports/update-changed';

type Body = z.output<typeof lateReportBodySchema>;

type Current = PublisherReport & {
  lateAt: Date | null;
  isHistory: boolean;
  ownMonth: number;
  ownYear: number;
  ownStatus: string;
  isOwnSent: boolean;
  countedIn: { monthlyActivityId: number; month: number; year: number; isSent: boolean } | null;
};

/** The report with its own month and the month counting it, each with whether its S-1 was sent; the row locked. */
async function readForLate(tx: Tx, reportId: number): Promise<Current | null> {
  const rows = await tx
    .select({
      ...reportColumns,
      lateAt: publisherReports.lateAt,
      isHistory: publisherReports.isHistory,
      ownMonth: sql<number>`own.month`,
      ownYear: sql<number>`own.year`,
      ownStatus: sql<string>`own.status`,
      isOwnSent: sql<boolean>`${isSubmittedSql(sql`own.id`)}`,
      countedIn: sql<Current['countedIn']>`(select json_build_object('monthlyActivityId', c.id, 'month', c.month,
        'year', c.year, 'isSent', ${isSubmittedSql(sql`c.id`)}) from monthly_activities c
        where c.id = ${publisherReports.countedInActivityId})`,
    })
    .from(publisherReports)
    .innerJoin(sql`monthly_activities own`, sql`own.id = ${publisherReports.monthlyActivityId}`)
    .where(eq(publisherReports.id, reportId))
    .for('update', { of: publisherReports });
  const [row] = rows;
  return row ? { ...row, status: row.status as PublisherReport['status'] } : null;
}

/** Why this report cannot be answered as a late one, or null. */
function refusal(r: Current): string | null {
  if (r.isHistory) return TRANSFER_MESSAGES.historyNotLate;
  if (isActivityOpen({ status: r.ownStatus })) return M.openMonth;
  if (!r.isOwnSent) return M.notSubmitted;
  if (r.lateAt === null && r.participatedInMinistry !== null) return M.answered;
  if (r.countedIn?.isSent) return M.frozen(monthLabel(r.countedIn));
  return null;
}

const FIELDS = REPORT_ANSWER_FIELDS;

/**
 * PUT /publisherreports/{id}/late (ADR 037): the answer of a report left unanswered in a month whose S-1 was sent. The
 * report keeps its month (marked late) and is counted in the first later month whose S-1 is not sent — or, when there
 * is none yet, in the next month posted. Until that S-1 is sent the answer may be corrected the same way; then it is
 * read-only like any other. Refused with the reason otherwise (409), or for a stale version (409 STALE_VERSION).
 */
export async function answerLateReport(
  db: Database,
  actor: SignedInActor,
  reportId: number,
  body: Body,
): Promise<LateReport> {
  return db.transaction(async (tx) => {
    await lockBranchCycle(tx);
    const current = await readForLate(tx, reportId);
    if (!current) throw notFound(M.notFound);
    const reason = refusal(current);
    if (reason) throw conflict(reason);
    if (current.version !== body.version) throw staleVersion([reportId]);
    const marks: ReportPioneerMarks = {
      auxiliaryPioneer: body.auxiliaryPioneer ?? current.auxiliaryPioneer,
      regularPioneer: current.regularPioneer,
      specialPioneer: current.specialPioneer,
      fieldMissionary: current.fieldMissionary,
    };
    const reportsHours = canReportHours(marks);
    if (body.hours !== null && !reportsHours) throw badRequest(M.hoursNotPioneer);
    const creditHours = body.creditHours === undefined ? current.creditHours : body.creditHours;
    if (creditHours !== null && !canReportCredit(marks)) throw badRequest(PIONEER_YEAR_MESSAGES.creditOnlyPioneers);
    const values = {
      participatedInMinistry: body.participatedInMinistry,
      studies: body.studies,
      hours: reportsHours ? (body.hours ?? 0) : null,
      creditHours,
      auxiliaryPioneer: marks.auxiliaryPioneer,
      observations: body.observations ?? current.observations,
    };
    await tx
      .update(publisherReports)
      .set({
        ...values,
        status: 'Sent',
        lateAt: current.lateAt ?? new Date(),
        version: sql`${publisherReports.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(publisherReports.id, reportId));
    if (current.lateAt === null) await countLateReports(tx, reportId);
    const saved = (await readForLate(tx, reportId))!;
    const countedIn = saved.countedIn && {
      monthlyActivityId: saved.countedIn.monthlyActivityId,
      month: saved.countedIn.month,
      year: saved.countedIn.year,
    };
    const changed = FIELDS.filter((key) => current[key] !== values[key]);
    await recordAudit(tx, actor, {
      eventType: 'REPORT_UPDATE',
      description: inAuditLanguage(
        () =>
          `Relatório atrasado de ${monthName(current.ownMonth)} de ${current.ownYear} registado (${
            countedIn ? `conta no S-1 de ${monthLabel(countedIn)}` : 'conta no próximo mês lançado'
          })`,
      ),
      resource: 'publisher_report',
      resourceId: reportId,
      oldValues: Object.fromEntries(changed.map((key) => [key, current[key]])),
      newValues: Object.fromEntries(changed.map((key) => [key, values[key]])),
      details: {
        publisherId: current.publisherId,
        monthlyActivityId: current.monthlyActivityId,
        late: true,
        countedIn,
      },
    });
    const { lateAt: _l, ownMonth: _m, ownYear: _y, ownStatus: _s, isOwnSent: _o, countedIn: _c, ...report } = saved;
    return { ...report, late: true, countedIn };
  });
}
