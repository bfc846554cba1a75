import type { UnlinkedAccount } from '@congregacao/shared/contracts/publishers';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import {
  addReportsInOpenMonth,
  moveOpenReports,
  type PublisherChange,
  removeArchivedOpenReports,
} from '../activities/late-publisher-report';
import { deletePublisherSessions } from '../identity/accounts/account-sessions';
import { unlinkStaffAccounts } from './linked-account';

/**
 * What follows a save of publishers, the same for the publisher form and an import (ADR 026, 035), in the caller's
 * transaction: whoever starts reporting gets their report in the Open month, whoever moves group takes their Open
 * report along, and whoever is archived (Visível off, or an exit or death date) leaves the Open months; a staff
 * account linked to them is unlinked (returned), and their Publisher account's sessions are deleted, so no token of
 * theirs comes back when they are enabled again.
 */
export async function afterPublishersSaved(
  tx: Tx,
  actor: Actor,
  changes: readonly PublisherChange[],
): Promise<UnlinkedAccount[]> {
  await addReportsInOpenMonth(tx, actor, changes);
  await moveOpenReports(tx, changes);
  const archived = changes.filter((c) => c.before?.isEnabled && !c.after.isEnabled).map((c) => c.after);
  if (archived.length === 0) return [];
  await removeArchivedOpenReports(tx, actor, archived);
  const unlinked = await unlinkStaffAccounts(tx, actor, archived, 'arquivado');
  await deletePublisherSessions(
    tx,
    archived.map((p) => p.id),
  );
  return unlinked;
}
