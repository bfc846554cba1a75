import { CONGREGATION_TIME_ZONE, todayIn } from '@congregacao/shared/attendance-rules';
import { GROUP_MESSAGES, HOUSEHOLD_MESSAGES } from '@congregacao/shared/contracts/groups';
import {
  PUBLISHER_MESSAGES,
  type Publisher,
  type PublisherBody,
  type PublisherListEntry,
  type PublisherSearchQuery,
  type SavedPublisher,
} from '@congregacao/shared/contracts/publishers';
import type { UserRole } from '@congregacao/shared/enums';
import { can } from '@congregacao/shared/permissions';
import { lacksRgpdDate, matchesPublisherSearch } from '@congregacao/shared/publisher-search';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { households, publishers, serviceGroups } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { appointmentsByPublisher, appointmentsFor, replaceAppointments } from './appointments';
import { afterPublishersSaved } from './archiving';
import { findPublisherRow, selectPublisherRows, toPublisher, toPublisherListItem } from './repository';

/**
 * Enabled (`isEnabled`) or archived publishers, by id; Elders get the list fields only. `search` keeps those matching
 * it as the screen does (accents and case ignored), on the fields the caller receives only; `withoutRgpdDate` those
 * with no consent date, refused (403) to a caller who does not see the date.
 */
export async function listPublishers(
  db: Database,
  role: UserRole,
  isEnabled: boolean,
  { search = '', withoutRgpdDate = false }: Partial<PublisherSearchQuery> = {},
): Promise<PublisherListEntry[]> {
  const seesAll = can(role, 'publishers.manage');
  if (withoutRgpdDate && !seesAll) {
    throw forbidden(PUBLISHER_MESSAGES.rgpdFilterForbidden, { details: { reason: 'rgpd_filter' } });
  }
  const rows = await selectPublisherRows(db, isEnabled);
  const appointments = await appointmentsByPublisher(db);
  const toEntry = seesAll ? toPublisher : toPublisherListItem;
  const list: PublisherListEntry[] = rows.map((row) => toEntry(row, appointments.get(row.id)));
  return list.filter((p) => matchesPublisherSearch(p, search) && (!withoutRgpdDate || lacksRgpdDate(p)));
}

export async function getPublisher(db: Database, id: number): Promise<Publisher> {
  const row = await findPublisherRow(db, id);
  if (!row) throw notFound(PUBLISHER_MESSAGES.notFound);
  return toPublisher(row, (await appointmentsByPublisher(db, [id])).get(id));
}

/** The group's number, checked to exist (and locked against removal until the transaction ends). */
async function groupNumberOf(tx: Tx, body: PublisherBody): Promise<number> {
  const [group] = await tx.select().from(serviceGroups).where(eq(serviceGroups.id, body.groupId)).for('share');
  if (!group) throw badRequest(GROUP_MESSAGES.notFound(body.groupNumber ?? body.groupId), { field: 'groupId' });
  return group.groupNumber;
}

async function checkHousehold(tx: Tx, householdId: number | null): Promise<void> {
  if (householdId === null) return;
  const [household] = await tx.select().from(households).where(eq(households.id, householdId)).for('share');
  if (!household) throw badRequest(HOUSEHOLD_MESSAGES.notFound(householdId), { field: 'householdId' });
}

type PublisherValues = Omit<Publisher, 'id' | 'version' | 'regularPioneer' | 'currentAppointments' | 'appointments'>;

/**
 * The values to store. groupNumber always follows groupId. Setting a death or exit date (a new value
 * where there was none or a different one) archives the publisher; an already-set date does not stop
 * someone switching 'Visível' back on.
 */
async function valuesFor(tx: Tx, body: PublisherBody, previous: Publisher | null): Promise<PublisherValues> {
  const groupNumber = await groupNumberOf(tx, body);
  await checkHousehold(tx, body.householdId);
  const {
    groupNumber: _ignored,
    version: _checkedApart,
    appointments: _storedApart,
    regularPioneer: _inTheAppointments,
    ...fields
  } = body;
  return {
    ...fields,
    groupNumber,
    isEnabled: isArchivedByDate(body, previous) ? false : body.isEnabled,
    reactivationDate: reactivationDateFor(body, previous),
  };
}

/**
 * Reactivating (unticking 'Inativo') without a reactivation date records today's: the months before it no longer
 * count as missed, so the publisher is not marked inactive again at the next close (ADR 026).
 */
function reactivationDateFor(body: PublisherBody, previous: Publisher | null): string | null {
  const isReactivated = previous?.isCurrentlyInactive === true && !body.isCurrentlyInactive;
  return body.reactivationDate ?? (isReactivated ? todayIn(CONGREGATION_TIME_ZONE) : null);
}

type ArchivingDates = Pick<Publisher, 'deathDate' | 'exitCongregationDate'>;

/** A death or exit date newly set (where there was none or a different one) archives the publisher. */
export function isArchivedByDate(next: ArchivingDates, previous: ArchivingDates | null): boolean {
  const isNewlySet = (field: keyof ArchivingDates) =>
    (next[field] ?? null) !== null && next[field] !== (previous?.[field] ?? null);
  return isNewlySet('deathDate') || isNewlySet('exitCongregationDate');
}

export function createPublisher(db: Database, actor: Actor, body: PublisherBody): Promise<Publisher> {
  return db.transaction(async (tx) => {
    const values = await valuesFor(tx, body, null);
    const [row] = await tx.insert(publishers).values(values).returning();
    const appointments = appointmentsFor(body, []);
    await replaceAppointments(tx, row!.id, appointments);
    const publisher = toPublisher(row!, appointments);
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_CREATE',
      description: `Publicador "${publisher.name}" criado`,
      resource: 'publisher',
      resourceId: publisher.id,
      newValues: audited(publisher),
    });
    await afterPublishersSaved(tx, actor, [{ before: null, after: publisher }]);
    return publisher;
  });
}

/** What the audit keeps of a publisher: its fields, not the version (bookkeeping, as for reports). */
function audited({ version: _bookkeeping, ...fields }: Publisher): Omit<Publisher, 'version'> {
  return fields;
}

/** `PUT /publishers/{id}`: the publisher saved, with the staff account its archiving unlinked (ADR 035), if any. */
export function updatePublisher(db: Database, actor: Actor, id: number, body: PublisherBody): Promise<SavedPublisher> {
  return db.transaction(async (tx) => {
    const current = await findPublisherRow(tx, id, 'update');
    if (!current) throw notFound(PUBLISHER_MESSAGES.notFound);
    if (body.version === undefined) throw new AppError('STALE_VERSION', PUBLISHER_MESSAGES.versionRequired);
    if (body.version !== current.version) {
      throw new AppError('STALE_VERSION', PUBLISHER_MESSAGES.stale);
    }
    const previous = toPublisher(current, (await appointmentsByPublisher(tx, [id])).get(id));
    const values = await valuesFor(tx, body, previous);
    const appointments = appointmentsFor(body, previous.appointments);
    const [row] = await tx
      .update(publishers)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() })
      .where(eq(publishers.id, id))
      .returning();
    await replaceAppointments(tx, id, appointments);
    const publisher = toPublisher(row!, appointments);
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: describeUpdate(previous, publisher),
      resource: 'publisher',
      resourceId: id,
      oldValues: audited(previous),
      newValues: audited(publisher),
    });
    const [unlinked] = await afterPublishersSaved(tx, actor, [{ before: previous, after: publisher }]);
    return unlinked
      ? { ...publisher, unlinkedAccount: { username: unlinked.username, role: unlinked.role } }
      : publisher;
  });
}

function describeUpdate(before: Publisher, after: Publisher): string {
  if (before.groupId !== after.groupId) {
    return `Publicador "${after.name}" movido do Grupo ${before.groupNumber ?? '-'} para o Grupo ${after.groupNumber}`;
  }
  if (before.isEnabled && !after.isEnabled) return `Publicador "${after.name}" arquivado`;
  return `Publicador "${after.name}" atualizado`;
}
