import type { Gender, Hope } from '@congregacao/shared/appointments';
import { APPOINTMENT_KINDS, type Appointment, kindsValidOn, today } from '@congregacao/shared/appointments';
import type { Publisher, PublisherListItem } from '@congregacao/shared/contracts/publishers';
import type { PublisherRole } from '@congregacao/shared/enums';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publishers } from '../../db/schema';

export type PublisherRow = typeof publishers.$inferSelect;

/** Enabled (`isEnabled`) or archived publishers, by id. */
export function selectPublisherRows(db: DbOrTx, isEnabled: boolean): Promise<PublisherRow[]> {
  return db.select().from(publishers).where(eq(publishers.isEnabled, isEnabled)).orderBy(asc(publishers.id));
}

/** One publisher, or null; 'update' locks the row until the transaction ends. */
export async function findPublisherRow(db: DbOrTx, id: number, lock?: 'update'): Promise<PublisherRow | null> {
  const query = db.select().from(publishers).where(eq(publishers.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** The list fields only (what an Elder may see: no contact data, address or dates). */
export function toPublisherListItem(row: PublisherRow, appointments: readonly Appointment[] = []): PublisherListItem {
  const running = kindsValidOn(appointments, today());
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    role: row.role as PublisherRole,
    groupId: row.groupId,
    groupNumber: row.groupNumber,
    regularPioneer: running.has('RegularPioneer'),
    currentAppointments: APPOINTMENT_KINDS.filter((k) => running.has(k)),
    isEnabled: row.isEnabled,
    isCurrentlyInactive: row.isCurrentlyInactive,
    version: row.version,
  };
}

/** Every field (Admin / Secretary): the list fields plus contact data, address and dates. */
export function toPublisher(row: PublisherRow, appointments: readonly Appointment[] = []): Publisher {
  return {
    ...toPublisherListItem(row, appointments),
    gender: row.gender as Gender | null,
    hope: row.hope as Hope | null,
    appointments: [...appointments],
    birthDate: row.birthDate,
    baptismDate: row.baptismDate,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    mobile: row.mobile,
    homePhone: row.homePhone,
    email: row.email,
    arrivalCongregation: row.arrivalCongregation,
    movingGroupDate: row.movingGroupDate,
    deathDate: row.deathDate,
    reactivationDate: row.reactivationDate,
    rgpdDate: row.rgpdDate,
    householdId: row.householdId,
    exitCongregationDate: row.exitCongregationDate,
  };
}
