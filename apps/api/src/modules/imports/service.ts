import type { ImportCommit, ImportPreview } from '@congregacao/shared/contracts/imports';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_PREVIEW_TTL_MINUTES } from '@congregacao/shared/limits';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importPreviews } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { commitPublisherPlan } from './commit-publishers';
import { type PublisherPlan, planPublisherImport } from './publisher-plan';
import { readTable } from './read-table';
import { loadImportState } from './repository';

const TTL_MS = IMPORT_PREVIEW_TTL_MINUTES * 60_000;

/** Reads a publisher file and keeps its plan for the commit; nothing else is written. */
export async function previewPublisherImport(
  db: Database,
  actor: SignedInActor,
  file: Uint8Array,
): Promise<ImportPreview> {
  const table = await readTable(file);
  const state = await loadImportState(db);
  const preview = planPublisherImport(table, state);
  await db.delete(importPreviews).where(lt(importPreviews.createdAt, new Date(Date.now() - TTL_MS)));
  const [stored] = await db
    .insert(importPreviews)
    .values({ userId: actor.user.id, kind: 'publishers', fingerprint: state.fingerprint, plan: preview.plan })
    .returning({ id: importPreviews.id });
  const count = (action: string) => preview.rows.filter((r) => r.action === action).length;
  return {
    importId: stored!.id,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    errors: preview.errors,
    rows: preview.rows,
    newGroups: preview.plan.newGroups,
    newHouseholds: preview.plan.newHouseholds,
    ignoredColumns: preview.ignoredColumns,
  };
}

/**
 * Writes a preview's plan, all or nothing: refused when the file had errors, when the preview is older than an hour,
 * or when publishers, groups or households changed since (409 IMPORT_OUTDATED). Audited with the counts.
 */
export function commitImport(db: Database, actor: SignedInActor, importId: string): Promise<ImportCommit> {
  return db.transaction(async (tx) => {
    // Writers of the three tables wait until this commit ends, so the state checked is the state written over.
    await tx.execute(sql`lock table publishers, service_groups, households in share row exclusive mode`);
    const [stored] = await tx
      .select()
      .from(importPreviews)
      .where(and(eq(importPreviews.id, importId), eq(importPreviews.userId, actor.user.id)))
      .for('update');
    if (!stored) throw notFound(IMPORT_MESSAGES.importNotFound);
    if (Date.now() - stored.createdAt.getTime() > TTL_MS) {
      throw new AppError('IMPORT_OUTDATED', IMPORT_MESSAGES.importExpired);
    }
    const plan = stored.plan as PublisherPlan;
    if (plan.hasErrors) throw badRequest(IMPORT_MESSAGES.importHasErrors);
    const state = await loadImportState(tx);
    if (state.fingerprint !== stored.fingerprint) throw new AppError('IMPORT_OUTDATED', IMPORT_MESSAGES.importStale);
    const counts = await commitPublisherPlan(tx, actor, plan, state);
    await tx.delete(importPreviews).where(eq(importPreviews.id, importId));
    await recordAudit(tx, actor, {
      eventType: 'DATA_IMPORT',
      description: `Importação de publicadores: ${counts.created} criados, ${counts.updated} atualizados`,
      resource: 'publisher',
      details: { ...counts, unchanged: plan.unchanged },
    });
    return {
      created: counts.created,
      updated: counts.updated,
      unchanged: plan.unchanged,
      groupsCreated: counts.groupsCreated,
      householdsCreated: counts.householdsCreated,
    };
  });
}
