import { isActivityOpen } from '@congregacao/shared/activity-rules';
import {
  type PublisherReport,
  REPORT_MESSAGES,
  type updateChangedBodySchema,
} from '@congregacao/shared/contracts/reports';
import type { User } from '@congregacao/shared/contracts/user';
import type { ReportStatus } from '@congregacao/shared/enums';
import { t } from '@congregacao/shared/i18n/translate';
import { canReportCredit } from '@congregacao/shared/pioneer-year';
import { PIONEER_YEAR_MESSAGES } from '@congregacao/shared/pioneer-year-messages';
import {
  canBeSent,
  canReportHours,
  publisherLabel,
  REPORT_EDITABLE_FIELDS,
  type ReportPioneerMarks,
} from '@congregacao/shared/report-rules';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { type AuditEntry, recordAudits } from '../../lib/audit';
import { fulfilled, rejected } from '../../lib/batched';
import { AppError, conflict, forbidden, invalidValue, notFound } from '../../lib/errors';
import { reportColumns } from './repository';
import { activityClosed, isInScope, isSecretary, refuseOutOfScope, reportGroupId, scopeOf } from './scope';

type Changed = z.output<typeof updateChangedBodySchema>['reports'][number];
/** A report as read before its save, its activity share-locked until the commit (readCurrent). */
export type ReportBeforeSave = PublisherReport & {
  groupId: number | null;
  activityStatus: string;
  name: string;
  displayName: string | null;
};
type Current = ReportBeforeSave;

export const staleVersion = (ids: number[]) =>
  new AppError('STALE_VERSION', REPORT_MESSAGES.stale, { staleReportIds: [...ids].sort((a, b) => a - b) });

/** Reads the reports being saved, share-locking their activities (no close can slip in before the commit). */
async function readCurrent(tx: Tx, ids: number[]): Promise<Map<number, Current>> {
  const rows = await tx
    .select({
      ...reportColumns,
      groupId: reportGroupId,
      activityStatus: monthlyActivities.status,
      name: publishers.name,
      displayName: publishers.displayName,
    })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .innerJoin(monthlyActivities, eq(monthlyActivities.id, publisherReports.monthlyActivityId))
    .where(inArray(publisherReports.id, ids))
    .orderBy(asc(monthlyActivities.id))
    .for('share', { of: monthlyActivities });
  return new Map(rows.map((r) => [r.id, { ...r, status: r.status as ReportStatus }]));
}

const PIONEER_MARKS = ['auxiliaryPioneer', 'regularPioneer', 'specialPioneer', 'fieldMissionary'] as const;

/** A change without credit hours keeps the stored ones (a client that does not know the field loses nothing). */
const withStoredCredit = (changes: Changed[], current: Map<number, Current>): Changed[] =>
  changes.map((c) => (c.creditHours === undefined ? { ...c, creditHours: current.get(c.id)?.creditHours ?? null } : c));

/** The marks a save leaves on a report: those sent, else those stored. */
const marksOf = (c: Changed, r: Current): ReportPioneerMarks => ({
  auxiliaryPioneer: c.auxiliaryPioneer ?? r.auxiliaryPioneer,
  regularPioneer: c.regularPioneer ?? r.regularPioneer,
  specialPioneer: c.specialPioneer ?? r.specialPioneer,
  fieldMissionary: c.fieldMissionary ?? r.fieldMissionary,
});

/** The rules, in order: existence, scope, closed activity, stale version, Sent, answered before Sent, hours. */
function check(user: User, changes: Changed[], current: Map<number, Current>) {
  const missing = changes.filter((c) => !current.has(c.id)).map((c) => c.id);
  if (missing.length) throw notFound(t('api.reports.notFound', { ids: missing.join(', ') }));
  const scope = scopeOf(user);
  const outside = changes.filter((c) => !isInScope(scope, current.get(c.id)!)).map((c) => c.id);
  if (outside.length) throw refuseOutOfScope(outside);
  if (changes.some((c) => !isActivityOpen({ status: current.get(c.id)!.activityStatus }))) throw activityClosed();
  const stale = changes.filter((c) => current.get(c.id)!.version !== c.version).map((c) => c.id);
  if (stale.length) throw staleVersion(stale);
  if (!isSecretary(user)) {
    if (changes.some((c) => current.get(c.id)!.status === 'Sent')) {
      throw forbidden(t('api.reports.sentToSecretary'));
    }
    if (changes.some((c) => c.status !== 'Open')) {
      throw forbidden(t('api.reports.statusBySecretary'));
    }
  }
  const unanswered = changes.filter((c) => c.status === 'Sent' && !canBeSent(c));
  if (unanswered.length) {
    const names = unanswered.map((c) => publisherLabel(current.get(c.id)!)).join(', ');
    throw conflict(REPORT_MESSAGES.unansweredToApprove(names), { incompleteReportIds: unanswered.map((c) => c.id) });
  }
  for (const c of changes) {
    const r = current.get(c.id)!;
    const corrected = PIONEER_MARKS.filter((m) => c[m] !== undefined && c[m] !== r[m]);
    if (corrected.length > 0 && !isSecretary(user)) {
      throw forbidden(t('api.reports.marksBySecretary'));
    }
    if (c.hours !== null && !canReportHours(marksOf(c, r))) {
      throw invalidValue('reports.hours', t('api.reports.hoursNotPioneer', { id: c.id }));
    }
    if (c.creditHours != null && !canReportCredit(marksOf(c, r))) {
      throw invalidValue('reports.creditHours', PIONEER_YEAR_MESSAGES.creditNotPioneer(c.id));
    }
  }
}

/**
 * One UPDATE … FROM (the changes as a record set) for the whole batch; only rows still at the version read are
 * written. The rows go in id order: PostgreSQL locks the rows as it meets them, so two saves of overlapping reports
 * lock them in the same order and one waits for the other, where opposite orders could deadlock (a 500 seen once
 * under load).
 * `selfReportedBy` (report id → user): the publishers' own saves (PUT /me/report), marked as sent by them.
 */
async function writeBatch(
  tx: Tx,
  changes: Changed[],
  current: Map<number, Current>,
  selfReportedBy?: Map<number, number>,
): Promise<SavedReport[]> {
  // one jsonb parameter rather than twelve per report: building a long VALUES list cost more than running it
  const values = [...changes]
    .sort((a, b) => a.id - b.id)
    .map((c) => {
      const m = marksOf(c, current.get(c.id)!);
      return {
        id: c.id,
        version: c.version,
        hours: c.hours,
        credit: c.creditHours,
        studies: c.studies,
        participated: c.participatedInMinistry,
        observations: c.observations,
        status: c.status,
        aux: m.auxiliaryPioneer,
        regular: m.regularPioneer,
        special: m.specialPioneer,
        missionary: m.fieldMissionary,
        self_by: selfReportedBy?.get(c.id) ?? null,
      };
    });
  const selfReport = selfReportedBy
    ? {
        set: sql`, self_reported_at = now(), self_reported_by = v.self_by`,
        returning: sql`, to_json(r.self_reported_at) #>> '{}' as "selfReportedAt"`,
      }
    : { set: sql``, returning: sql`` };
  const result = await tx.execute<SavedReport>(sql`
    update publisher_reports as r
    set hours = v.hours, credit_hours = v.credit, studies = v.studies, participated_in_ministry = v.participated,
        observations = v.observations, status = v.status, auxiliary_pioneer = v.aux, regular_pioneer = v.regular,
        special_pioneer = v.special, field_missionary = v.missionary, version = r.version + 1, updated_at = now()
        ${selfReport.set}
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, version int, hours int, credit int, studies int,
      participated boolean, observations text, status varchar, aux boolean, regular boolean, special boolean,
      missionary boolean, self_by int)
    where r.id = v.id and r.version = v.version
    returning r.id, r.publisher_id as "publisherId", r.monthly_activity_id as "monthlyActivityId", r.hours,
      r.credit_hours as "creditHours", r.studies, r.participated_in_ministry as "participatedInMinistry", r.observations,
      r.auxiliary_pioneer as "auxiliaryPioneer", r.regular_pioneer as "regularPioneer",
      r.special_pioneer as "specialPioneer", r.field_missionary as "fieldMissionary", r.status, r.version
      ${selfReport.returning}`);
  return result.rows;
}

function diff(before: Current, after: Changed) {
  const oldValues: Record<string, unknown> = { id: before.id, publisherId: before.publisherId };
  const newValues: Record<string, unknown> = { id: before.id, publisherId: before.publisherId };
  const marks = marksOf(after, before);
  for (const key of REPORT_EDITABLE_FIELDS) {
    if (before[key] !== after[key]) {
      oldValues[key] = before[key];
      newValues[key] = after[key];
    }
  }
  for (const key of PIONEER_MARKS) {
    if (before[key] !== marks[key]) {
      oldValues[key] = before[key];
      newValues[key] = marks[key];
    }
  }
  return { oldValues, newValues };
}

/** The audit entries of a save: its changes (old and new values), and the reports it approved or reopened. */
function auditEntries(changes: Changed[], current: Map<number, Current>): AuditEntry[] {
  const diffs = changes.map((c) => diff(current.get(c.id)!, c));
  const activityIds = [...new Set(changes.map((c) => current.get(c.id)!.monthlyActivityId))];
  // whom each entry is about: the reports and their publishers (a person's data is found by these, ADR 035)
  const subjectsOf = (ids: number[]) => ({
    reportIds: ids,
    publisherIds: ids.map((id) => current.get(id)!.publisherId),
  });
  const entries: AuditEntry[] = [
    {
      eventType: 'REPORT_UPDATE',
      description: `${changes.length} relatório(s) atualizado(s)`,
      resource: 'publisher_report',
      resourceId: changes.length === 1 ? changes[0]!.id : null,
      details: { reportIds: changes.map((c) => c.id), monthlyActivityIds: activityIds },
      oldValues: { reports: diffs.map((d) => d.oldValues) },
      newValues: { reports: diffs.map((d) => d.newValues) },
      subjects: subjectsOf(changes.map((c) => c.id)),
    },
  ];
  for (const [from, to, eventType] of [
    ['Open', 'Sent', 'REPORT_APPROVE'],
    ['Sent', 'Open', 'REPORT_REJECT'],
  ] as const) {
    const ids = changes.filter((c) => current.get(c.id)!.status === from && c.status === to).map((c) => c.id);
    if (ids.length === 0) continue;
    entries.push({
      eventType,
      description: `${ids.length} relatório(s) ${to === 'Sent' ? 'aprovado(s)' : 'reaberto(s)'}`,
      resource: 'publisher_report',
      resourceId: ids.length === 1 ? ids[0] : null,
      details: { reportIds: ids },
      oldValues: { status: from },
      newValues: { status: to },
      subjects: subjectsOf(ids),
    });
  }
  return entries;
}

/**
 * PUT /publisherreports/update-changed: all or nothing. Every report must be at the version the client read;
 * any stale one rolls the whole save back with 409 STALE_VERSION naming the stale reports.
 */
export async function updateChangedReports(
  db: Database,
  actor: SignedInActor,
  changes: Changed[],
): Promise<PublisherReport[]> {
  const ids = changes.map((c) => c.id);
  const duplicated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (duplicated.length) throw invalidValue('reports', t('api.reports.repeated', { ids: duplicated.join(', ') }));
  return db.transaction((tx) => saveReports(tx, actor, changes));
}

/** A saved report; `selfReportedAt` only from the publisher's own save. */
export type SavedReport = PublisherReport & { selfReportedAt?: string | null };

/**
 * The overseer's save with every rule (`check`), inside the caller's transaction; the publishers' own saves below
 * run the same `check`, write and audit, so each rule has one home.
 */
async function saveReports(tx: Tx, actor: SignedInActor, changes: Changed[]): Promise<SavedReport[]> {
  const ids = changes.map((c) => c.id);
  const current = await readCurrent(tx, ids);
  changes = withStoredCredit(changes, current);
  check(actor.user, changes, current);
  const saved = await writeBatch(tx, changes, current);
  if (saved.length !== changes.length) {
    const savedIds = new Set(saved.map((r) => r.id));
    throw staleVersion(ids.filter((id) => !savedIds.has(id)));
  }
  await recordAudits(
    tx,
    auditEntries(changes, current).map((entry) => ({ actor, entry })),
  );
  return saved.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** One publisher's own save (PUT /me/report): the report as read in the transaction, its activity share-locked. */
export interface OwnSave {
  actor: SignedInActor;
  change: Changed;
  current: ReportBeforeSave;
}

/**
 * Publishers' own saves, each its own: every rule of `check` per save, then one UPDATE and one audit INSERT for all
 * that pass, in the caller's transaction (the month-start burst, docs/decisions/029-month-start-burst-in-batches.md).
 * A save refused, or stale by the time it is written, is refused alone, nothing of it written.
 */
export async function saveOwnReports(tx: Tx, ownSaves: OwnSave[]): Promise<PromiseSettledResult<SavedReport>[]> {
  const saves = ownSaves.map((s) => ({
    ...s,
    change: withStoredCredit([s.change], new Map([[s.current.id, s.current]]))[0]!,
  }));
  const refusals = saves.map(({ actor, change, current }) => {
    try {
      check(actor.user, [change], new Map([[current.id, current]]));
      return null;
    } catch (error) {
      return rejected(error);
    }
  });
  const passing = saves.filter((_, i) => refusals[i] === null);
  const current = new Map(passing.map((s) => [s.current.id, s.current]));
  const written =
    passing.length === 0
      ? []
      : await writeBatch(
          tx,
          passing.map((s) => s.change),
          current,
          new Map(passing.map((s) => [s.current.id, s.actor.user.id])),
        );
  const byId = new Map(written.map((r) => [r.id, r]));
  await recordAudits(
    tx,
    passing
      .filter((s) => byId.has(s.current.id))
      .flatMap(({ actor, change }) => auditEntries([change], current).map((entry) => ({ actor, entry }))),
  );
  return saves.map((s, i) => {
    const row = byId.get(s.current.id);
    return refusals[i] ?? (row ? fulfilled(row) : rejected(staleVersion([s.current.id])));
  });
}
