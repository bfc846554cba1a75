import type { ImportCommit, ImportPreview } from '@congregacao/shared/contracts/imports';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_PREVIEW_TTL_MINUTES } from '@congregacao/shared/limits';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { importPreviews } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { commitPublisherPlan } from './commit-publishers';
import { commitReportPlan } from './commit-reports';
import { isReportHeader } from './header';
import { type PublisherPlan, planPublisherImport } from './publisher-plan';
import { readTable, type Table } from './read-table';
import { isTransferFile, readTransfer } from './read-transfer';
import { planReportImport, type ReportPlan } from './report-plan';
import { loadReportState } from './report-state';
import { loadImportState } from './repository';
import { commitTransfer, previewTransfer, type TransferPlan } from './transfer-in';

const TTL_MS = IMPORT_PREVIEW_TTL_MINUTES * 60_000;

/**
 * Reads a file and keeps its plan for the commit; nothing else is written. The header tells the template: the month
 * and year columns make it report history, anything else is read as publishers.
 */
async function planFile(db: Database, table: Table) {
  if (isReportHeader(table.rows[0] ?? [])) {
    const state = await loadReportState(db);
    const preview = planReportImport(table, state);
    const newMonths = preview.plan.newMonths.map((m) => `${String(m.month + 1).padStart(2, '0')}/${m.year}`);
    return {
      kind: 'reports' as const,
      fingerprint: state.fingerprint,
      newGroups: [],
      newHouseholds: [],
      newMonths,
      ...preview,
    };
  }
  const state = await loadImportState(db);
  const preview = planPublisherImport(table, state);
  const { newGroups, newHouseholds } = preview.plan;
  return { kind: 'publishers' as const, fingerprint: state.fingerprint, newGroups, newHouseholds, ...preview };
}

/** A transfer in (ADR 042): a fillable S-21, transfer.json or a zip of them; the people and their months. */
async function planTransfer(db: Database, file: Uint8Array, fileName: string) {
  const { rows, people, errors, plan } = await previewTransfer(db, await readTransfer(file, fileName));
  return { kind: 'transfer' as const, fingerprint: '', rows, people, plan, errors, ignoredColumns: [] };
}

export async function previewImport(
  db: Database,
  actor: SignedInActor,
  file: Uint8Array,
  fileName = '',
): Promise<ImportPreview> {
  const preview = isTransferFile(file)
    ? await planTransfer(db, file, fileName)
    : await planFile(db, await readTable(file));
  const { kind, fingerprint } = preview;
  await db.delete(importPreviews).where(lt(importPreviews.createdAt, new Date(Date.now() - TTL_MS)));
  const [stored] = await db
    .insert(importPreviews)
    .values({ userId: actor.user.id, kind, fingerprint, plan: preview.plan })
    .returning({ id: importPreviews.id });
  const count = (action: string) => preview.rows.filter((r) => r.action === action).length;
  return {
    importId: stored!.id,
    kind,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    errors: preview.errors,
    rows: preview.rows,
    newGroups: 'newGroups' in preview ? preview.newGroups : [],
    newHouseholds: 'newHouseholds' in preview ? preview.newHouseholds : [],
    ...('newMonths' in preview ? { newMonths: preview.newMonths } : {}),
    ...('people' in preview ? { people: preview.people } : {}),
    ignoredColumns: preview.ignoredColumns,
  };
}

async function commitPublishers(tx: Tx, actor: SignedInActor, plan: PublisherPlan, fingerprint: string) {
  // Writers of the three tables wait until this commit ends, so the state checked is the state written over.
  await tx.execute(sql`lock table publishers, service_groups, households in share row exclusive mode`);
  const state = await loadImportState(tx);
  if (state.fingerprint !== fingerprint) throw new AppError('IMPORT_OUTDATED', IMPORT_MESSAGES.importStale);
  const { counts, unlinkedAccounts } = await commitPublisherPlan(tx, actor, plan, state);
  await recordAudit(tx, actor, {
    eventType: 'DATA_IMPORT',
    description: `Importação de publicadores: ${counts.created} criados, ${counts.updated} atualizados`,
    resource: 'publisher',
    details: { ...counts, unchanged: plan.unchanged },
    subjects: { publisherIds: [...counts.createdIds, ...counts.updatedIds] },
  });
  const { created, updated, groupsCreated, householdsCreated } = counts;
  return {
    created,
    updated,
    unchanged: plan.unchanged,
    groupsCreated,
    householdsCreated,
    ...(unlinkedAccounts.length > 0 ? { unlinkedAccounts } : {}),
  };
}

async function commitReports(tx: Tx, actor: SignedInActor, plan: ReportPlan, fingerprint: string) {
  await tx.execute(
    sql`lock table publishers, publisher_appointments, monthly_activities, publisher_reports in share row exclusive mode`,
  );
  const state = await loadReportState(tx);
  if (state.fingerprint !== fingerprint) throw new AppError('IMPORT_OUTDATED', IMPORT_MESSAGES.importStale);
  const counts = await commitReportPlan(tx, plan, state);
  await recordAudit(tx, actor, {
    eventType: 'DATA_IMPORT',
    description:
      `Importação de relatórios: ${counts.created} criados, ${counts.updated} atualizados, ` +
      `${counts.monthsCreated} meses criados`,
    resource: 'report',
    details: { ...counts, unchanged: plan.unchanged },
  });
  return { ...counts, unchanged: plan.unchanged, groupsCreated: 0, householdsCreated: 0 };
}

/**
 * Writes a preview's plan, all or nothing: refused when the file had errors, when the preview is older than an hour,
 * or when what it was planned against changed since (409 IMPORT_OUTDATED). Audited with the counts.
 */
export function commitImport(
  db: Database,
  actor: SignedInActor,
  importId: string,
  arrivalDate?: string,
): Promise<ImportCommit> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(importPreviews)
      .where(and(eq(importPreviews.id, importId), eq(importPreviews.userId, actor.user.id)))
      .for('update');
    if (!stored) throw notFound(IMPORT_MESSAGES.importNotFound);
    if (Date.now() - stored.createdAt.getTime() > TTL_MS) {
      throw new AppError('IMPORT_OUTDATED', IMPORT_MESSAGES.importExpired);
    }
    const plan = stored.plan as PublisherPlan | ReportPlan | TransferPlan;
    if (plan.hasErrors) throw badRequest(IMPORT_MESSAGES.importHasErrors);
    const result =
      stored.kind === 'transfer'
        ? await commitTransfer(tx, actor, plan as TransferPlan, arrivalDate)
        : stored.kind === 'reports'
          ? await commitReports(tx, actor, plan as ReportPlan, stored.fingerprint)
          : await commitPublishers(tx, actor, plan as PublisherPlan, stored.fingerprint);
    await tx.delete(importPreviews).where(eq(importPreviews.id, importId));
    return result;
  });
}
