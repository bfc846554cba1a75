import type { DbOrTx } from '../db/client';
import { publisherAppointments } from '../db/schema';

/**
 * Fixtures insert publishers directly: those marked `regularPioneer` (the superseded column) get what the API would
 * record for the spec's `regularPioneer: true`, an appointment without dates (ADR 019).
 */
export async function appointRegularPioneers(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.insert(publisherAppointments).values(ids.map((publisherId) => ({ publisherId, kind: 'RegularPioneer' })));
}
