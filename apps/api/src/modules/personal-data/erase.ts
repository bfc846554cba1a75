import { erasedStanding } from '@congregacao/shared/congregation-report-rules';
import type { EraseResponse } from '@congregacao/shared/contracts/imports';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers, users } from '../../db/schema';
import { publisherAppointments } from '../../db/schema-records';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { findLinkedAccount, unlinkStaffAccounts } from '../publishers/linked-account';
import { findPublisherRow, type PublisherRow } from '../publishers/repository';
import { scrubAuditEntries } from './erase-entries';

/** What erasure clears on the publisher: everything that identifies the person. Group and role stay. */
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
  gender: null,
  hope: null,
} as const;

/** Keys taken out of the person's part of the audit entries that name them (ADR 035). */
const PERSONAL_KEYS = new Set([
  ...Object.keys(CLEARED),
  'name',
  'observations',
  'appointments',
  'householdName',
  'username',
  'userDisplayName',
]);

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

/** The latest Closed month, read inside the erasure's transaction. */
async function lastClosedMonth(tx: Tx) {
  const [closed] = await tx
    .select({ month: monthlyActivities.month, year: monthlyActivities.year })
    .from(monthlyActivities)
    .where(eq(monthlyActivities.status, 'Closed'))
    .orderBy(desc(monthlyActivities.year), desc(monthlyActivities.month))
    .limit(1);
  return closed ?? null;
}

/**
 * Erases a person's identifying data irreversibly, in the caller's transaction (ADR 022, 035): the publisher keeps
 * 'Publicador removido N', group and role, and a standing without dates that counts them in the same Closed months
 * (so no past figure moves); the reports keep their figures (observations cleared); a Publisher account is deleted
 * (sessions with it), a staff account unlinked; the audit entries keep every event but lose the person's values.
 */
export async function erasePublisher(tx: Tx, actor: Actor, row: PublisherRow): Promise<EraseResponse['account']> {
  const label = IMPORT_MESSAGES.erasedName(row.id);
  const reports = await tx
    .update(publisherReports)
    .set({ observations: '', version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
    .where(eq(publisherReports.publisherId, row.id))
    .returning({ id: publisherReports.id });
  const account = await findLinkedAccount(tx, row.id);
  const isDeleted = account?.role === 'Publisher';
  const texts = [row.name, row.displayName, row.email, row.mobile, row.homePhone, row.address];
  const accountTexts = isDeleted ? [account.username, account.displayName] : [];
  await scrubAuditEntries(tx, {
    person: { publisherId: row.id, reportIds: reports.map((r) => r.id), userId: isDeleted ? account.id : null },
    personalKeys: PERSONAL_KEYS,
    texts: [...texts, ...accountTexts, isDeleted ? account.email : null].filter((t): t is string => Boolean(t)),
    accountTexts: accountTexts.filter((t): t is string => Boolean(t)),
    label,
  });
  if (isDeleted) await tx.delete(users).where(eq(users.id, account.id));
  else if (account) await unlinkStaffAccounts(tx, actor, [{ id: row.id, name: label }], 'dados pessoais eliminados');
  await tx.delete(publisherAppointments).where(eq(publisherAppointments.publisherId, row.id));
  await tx
    .update(publishers)
    .set({
      ...CLEARED,
      ...erasedStanding(row, await lastClosedMonth(tx)),
      name: label,
      erasedAt: new Date(),
      version: sql`${publishers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(publishers.id, row.id));
  const outcome = account ? { username: account.username, role: account.role } : null;
  await recordAudit(tx, actor, {
    eventType: 'PUBLISHER_DELETE',
    description: `Dados pessoais eliminados (RGPD): ${label}`,
    resource: 'publisher',
    resourceId: row.id,
    details: {
      erasure: true,
      reportsKept: reports.length,
      userAccountDeleted: isDeleted,
      userAccountUnlinked: account !== undefined && !isDeleted,
    },
  });
  return outcome && { ...outcome, outcome: isDeleted ? 'deleted' : 'unlinked' };
}
