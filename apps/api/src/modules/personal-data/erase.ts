import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLogs, monthlyActivities, publisherReports, publishers, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { findPublisherRow, type PublisherRow } from '../publishers/repository';
import { namingPublisher } from './collect';

/** What erasure clears on the publisher: everything that identifies the person. Group, role and flags stay. */
const CLEARED = {
  displayName: null,
  birthDate: null,
  baptismDate: null,
  address: null,
  postalCode: null,
  city: null,
  mobile: null,
  homePhone: null,
  email: null,
  arrivalCongregation: null,
  movingGroupDate: null,
  deathDate: null,
  reactivationDate: null,
  rgpdDate: null,
  exitCongregationDate: null,
  householdId: null,
} as const;

/** Keys taken out of the old/new values and details of the audit entries that name the person. */
const PERSONAL_KEYS = [...Object.keys(CLEARED), 'name', 'observations', 'username', 'userDisplayName'];

/** The row, locked; refused when already erased or while one of the person's reports is in an Open month. */
export async function lockErasable(tx: Tx, id: number): Promise<PublisherRow> {
  const row = await findPublisherRow(tx, id, 'update');
  if (!row) throw notFound(PUBLISHER_MESSAGES.notFound);
  if (row.erasedAt) throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyErased);
  const [open] = await tx
    .select({ id: publisherReports.id })
    .from(publisherReports)
    .innerJoin(monthlyActivities, eq(monthlyActivities.id, publisherReports.monthlyActivityId))
    .where(and(eq(publisherReports.publisherId, id), eq(monthlyActivities.status, 'Open')))
    .limit(1);
  if (open) throw new AppError('ERASE_BLOCKED', IMPORT_MESSAGES.eraseOpenReport);
  return row;
}

/**
 * Erases a person's identifying data irreversibly, in the caller's transaction (docs/decisions/022): the publisher
 * keeps only 'Publicador removido N', group, role and flags; the reports keep their figures (observations cleared);
 * their user account is deleted (sessions with it); the audit entries naming them keep the event but lose the values.
 */
export async function erasePublisher(tx: Tx, actor: Actor, row: PublisherRow): Promise<void> {
  const label = IMPORT_MESSAGES.erasedName(row.id);
  const reports = await tx
    .update(publisherReports)
    .set({ observations: '', version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
    .where(eq(publisherReports.publisherId, row.id))
    .returning({ id: publisherReports.id });
  const [account] = await tx.delete(users).where(eq(users.publisherId, row.id)).returning({ id: users.id });
  await scrubAuditEntries(
    tx,
    row,
    label,
    reports.map((r) => r.id),
    account?.id ?? null,
  );
  await tx
    .update(publishers)
    .set({
      ...CLEARED,
      name: label,
      isEnabled: false,
      erasedAt: new Date(),
      version: sql`${publishers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(publishers.id, row.id));
  await recordAudit(tx, actor, {
    eventType: 'PUBLISHER_DELETE',
    description: `Dados pessoais eliminados (RGPD): ${label}`,
    resource: 'publisher',
    resourceId: row.id,
    details: { erasure: true, reportsKept: reports.length, userAccountDeleted: account !== undefined },
  });
}

/**
 * The one kind of change the audit log allows (migration 0005): personal values blanked during an erasure. Entries
 * about the person lose the personal keys and their quoted name; entries their account made lose its name only.
 */
async function scrubAuditEntries(tx: Tx, row: PublisherRow, label: string, reportIds: number[], userId: number | null) {
  const quotedName = JSON.stringify(row.name);
  const quotedLabel = JSON.stringify(label);
  const keys = sql`array[${sql.join(
    PERSONAL_KEYS.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const scrub = (column: SQLWrapper) => sql`replace((${column} - ${keys})::text, ${quotedName}, ${quotedLabel})::jsonb`;
  const description = sql`replace(${auditLogs.description}, ${quotedName}, ${quotedLabel})`;
  await tx.execute(sql`set local congregacao.audit_erasure = 'on'`);
  await tx
    .update(auditLogs)
    .set({
      description,
      oldValues: scrub(auditLogs.oldValues),
      newValues: scrub(auditLogs.newValues),
      details: scrub(auditLogs.details),
    })
    .where(namingPublisher(row.id, row.name, reportIds, null));
  if (userId !== null) {
    await tx
      .update(auditLogs)
      .set({ description, userUsername: null, userDisplayName: null })
      .where(eq(auditLogs.userId, userId));
  }
  await tx.execute(sql`set local congregacao.audit_erasure = 'off'`);
}
