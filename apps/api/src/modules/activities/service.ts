import { isActivityOpen, movesClosedMonth } from '@congregacao/shared/activity-rules';
import { SUBMISSION_MESSAGES } from '@congregacao/shared/branch-cycle-messages';
import {
  ACTIVITY_MESSAGES,
  type ActivityStatusBody,
  chosenAuxiliaryIds,
  conflictingActivityMessage,
  duplicateActivityMessage,
  type MonthlyActivity,
  type SaveActivityInput,
  type SaveActivityResponse,
} from '@congregacao/shared/contracts/activities';
import { monthName, serviceYearOf } from '@congregacao/shared/service-year';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { monthlyActivities } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors';
import { applyAuxiliaryChoice } from './auxiliary-choice';
import { generateReports } from './generate-reports';
import { countedLateReports, countLateReports, isSubmittedSql, lockBranchCycle } from './late-counting';
import { markInactivePublishers } from './participation';
import { findActivityByMonth, getActivity, getActivityDetail } from './repository';

const UNIQUE_MONTH = 'monthly_activities_month_year_unique';
const RESOURCE = 'monthly_activity';

const label = (a: { month: number; year: number }) => `${monthName(a.month)} de ${a.year}`;
const auditValues = (a: MonthlyActivity) => ({
  month: a.month,
  year: a.year,
  serviceYear: a.serviceYear,
  status: a.status,
});

/** Runs a write; a race on the month/year unique index becomes the same 409 as the explicit check. */
async function refusingDuplicates<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_MONTH)) throw conflict(message);
    throw error;
  }
}

/** A month whose S-1 was sent stays Closed (ADR 037): its figures were sent; withdraw the S-1 to reopen it. */
async function refuseReopeningSent(tx: Tx, before: MonthlyActivity, status: MonthlyActivity['status']) {
  if (isActivityOpen(before) || !isActivityOpen({ status })) return;
  const [row] = (await tx.execute<{ sent: boolean }>(sql`select ${isSubmittedSql(before.id)} as sent`)).rows;
  if (row?.sent) throw conflict(SUBMISSION_MESSAGES.reopenSubmitted);
}

/**
 * Creates a monthly activity and, in the same transaction, one report per eligible publisher (spec point 3).
 * From `publisherReports` only the auxiliary choice is taken. A duplicate month/year writes nothing (409).
 */
export async function createActivity(
  db: Database,
  actor: Actor,
  input: SaveActivityInput,
): Promise<SaveActivityResponse> {
  const { month, year, status } = input.report;
  const message = duplicateActivityMessage(month, year);
  return refusingDuplicates(message, () =>
    db.transaction(async (tx) => {
      await lockBranchCycle(tx);
      if ((await findActivityByMonth(tx, month, year)) !== null) throw conflict(message);
      const [created] = await tx
        .insert(monthlyActivities)
        .values({ month, year, status, serviceYear: serviceYearOf(month, year) })
        .returning({ id: monthlyActivities.id });
      const id = created!.id;
      await markInactivePublishers(tx, actor);
      const reportsCreated = await generateReports(tx, id, new Set(chosenAuxiliaryIds(input.publisherReports)));
      await countLateReports(tx);
      const detail = await getActivityDetail(tx, id);
      await recordAudit(tx, actor, {
        eventType: 'REPORT_CREATE',
        description: `Atividade mensal de ${label(detail)} criada com ${reportsCreated} relatórios`,
        resource: RESOURCE,
        resourceId: id,
        newValues: auditValues(detail),
        details: { monthlyActivityId: id, reportsCreated, auxiliaryPublisherIds: detail.auxiliaryPublisherIds },
      });
      return { ...detail, reportsCreated };
    }),
  );
}

/**
 * Edits month, year, status and the auxiliary choice of the activity's reports, keeping what was filled.
 * When the activity is Open after the edit, publishers who became eligible since it was created get their
 * report too (same rules as creation).
 */
export async function updateActivity(
  db: Database,
  actor: Actor,
  id: number,
  input: SaveActivityInput,
): Promise<SaveActivityResponse> {
  const { month, year, status } = input.report;
  const message = conflictingActivityMessage(month, year);
  return refusingDuplicates(message, () =>
    db.transaction(async (tx) => {
      await lockBranchCycle(tx);
      const before = await getActivity(tx, id, 'update');
      if (movesClosedMonth(before, { month, year })) {
        throw new AppError('ACTIVITY_CLOSED', ACTIVITY_MESSAGES.closedMonthYear);
      }
      const moves = before.month !== month || before.year !== year;
      if (moves && (await countedLateReports(tx, id)) > 0) throw conflict(SUBMISSION_MESSAGES.moveCountsLate);
      await refuseReopeningSent(tx, before, status);
      if ((await findActivityByMonth(tx, month, year, id)) !== null) throw conflict(message);
      const serviceYear = serviceYearOf(month, year);
      await tx
        .update(monthlyActivities)
        .set({ month, year, status, serviceYear, updatedAt: new Date() })
        .where(eq(monthlyActivities.id, id));
      const chosen = input.publisherReports && new Set(chosenAuxiliaryIds(input.publisherReports));
      const isOpen = isActivityOpen({ status });
      if (!isOpen && isActivityOpen(before)) await markInactivePublishers(tx, actor);
      const auxiliary = await applyAuxiliaryChoice(tx, id, chosen, !isOpen);
      const reportsCreated = isOpen ? await generateReports(tx, id, chosen ?? new Set()) : 0;
      if (moves) await countLateReports(tx);
      const detail = await getActivityDetail(tx, id);
      await recordAudit(tx, actor, {
        eventType: 'REPORT_UPDATE',
        description: `Atividade mensal de ${label(before)} atualizada (${label(detail)}, ${detail.status})`,
        resource: RESOURCE,
        resourceId: id,
        oldValues: auditValues(before),
        newValues: auditValues(detail),
        details: { monthlyActivityId: id, ...auxiliary, reportsCreated },
      });
      return { ...detail, reportsCreated };
    }),
  );
}

/** Opens or closes an activity (Secretary); setting the status it already has changes nothing. */
export async function setActivityStatus(
  db: Database,
  actor: Actor,
  id: number,
  { status }: ActivityStatusBody,
): Promise<SaveActivityResponse> {
  return db.transaction(async (tx) => {
    await lockBranchCycle(tx);
    const before = await getActivity(tx, id, 'update');
    await refuseReopeningSent(tx, before, status);
    if (before.status !== status) {
      await tx.update(monthlyActivities).set({ status, updatedAt: new Date() }).where(eq(monthlyActivities.id, id));
      if (!isActivityOpen({ status })) await markInactivePublishers(tx, actor);
    }
    const detail = await getActivityDetail(tx, id);
    if (before.status !== status) {
      await recordAudit(tx, actor, {
        eventType: 'REPORT_UPDATE',
        description: `Atividade mensal de ${label(before)} ${isActivityOpen({ status }) ? 'aberta' : 'fechada'}`,
        resource: RESOURCE,
        resourceId: id,
        oldValues: { status: before.status },
        newValues: { status },
        details: { monthlyActivityId: id, openReportsCount: detail.openReportsCount },
      });
    }
    return { ...detail, reportsCreated: 0 };
  });
}
