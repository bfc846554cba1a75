import type { Publisher, PublisherListItem } from '@congregacao/shared/contracts/publishers';
import type { PublisherRole } from '@congregacao/shared/enums';
import type { publishers } from '../../db/schema';

export type PublisherRow = typeof publishers.$inferSelect;

/** The list fields only (what an Elder may see: no contact data, address or dates). */
export function toPublisherListItem(row: PublisherRow): PublisherListItem {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    role: row.role as PublisherRole,
    groupId: row.groupId,
    groupNumber: row.groupNumber,
    regularPioneer: row.regularPioneer,
    isEnabled: row.isEnabled,
    isCurrentlyInactive: row.isCurrentlyInactive,
    version: row.version,
  };
}

/** Every field (Admin / Secretary): the list fields plus contact data, address and dates. */
export function toPublisher(row: PublisherRow): Publisher {
  return {
    ...toPublisherListItem(row),
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
