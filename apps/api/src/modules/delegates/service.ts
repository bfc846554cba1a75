import type { PutReportingDelegateBody, ReportingDelegate } from '@congregacao/shared/contracts/delegates';
import { DELEGATE_MESSAGES as M } from '@congregacao/shared/delegate-messages';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { ptCollator, publisherLabel } from '@congregacao/shared/report-rules';
import type { Database } from '../../db/client';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { invalidValue, notFound } from '../../lib/errors';
import { findPublisherRow } from '../publishers/repository';
import { publishersWithAccount, setReportingDelegate } from './repository';

const FIELD = 'body.delegatePublisherId';

async function delegateOf(db: Database, delegateId: number | null) {
  if (delegateId === null) return null;
  const delegate = await findPublisherRow(db, delegateId);
  return delegate ? { publisherId: delegate.id, name: publisherLabel(delegate) } : null;
}

/** GET /publishers/{id}/reporting-delegate: the delegate named, and who could be named (same household first). */
export async function getReportingDelegate(db: Database, publisherId: number): Promise<ReportingDelegate> {
  const publisher = await findPublisherRow(db, publisherId);
  if (!publisher) throw notFound(PUBLISHER_MESSAGES.notFound);
  const candidates = (await publishersWithAccount(db, publisherId))
    .map(({ publisherId, name, householdId }) => ({
      publisherId,
      name,
      isSameHousehold: householdId !== null && householdId === publisher.householdId,
    }))
    .sort((a, b) => Number(b.isSameHousehold) - Number(a.isSameHousehold) || ptCollator.compare(a.name, b.name));
  return { publisherId, delegate: await delegateOf(db, publisher.reportingDelegateId), candidates };
}

/**
 * PUT /publishers/{id}/reporting-delegate: names (or, with null, removes) the publisher who sends this one's report
 * for them — another enabled publisher with an account; audited in the same transaction.
 */
export async function putReportingDelegate(
  db: Database,
  actor: SignedInActor,
  publisherId: number,
  { delegatePublisherId }: PutReportingDelegateBody,
): Promise<ReportingDelegate> {
  return db.transaction(async (tx) => {
    const publisher = await findPublisherRow(tx, publisherId, 'update');
    if (!publisher?.isEnabled) throw notFound(PUBLISHER_MESSAGES.notFound);
    if (delegatePublisherId === publisherId) throw invalidValue(FIELD, M.notSelf);
    let delegate: { publisherId: number; name: string } | null = null;
    if (delegatePublisherId !== null) {
      const row = await findPublisherRow(tx, delegatePublisherId);
      if (!row?.isEnabled) throw invalidValue(FIELD, M.delegateNotFound(delegatePublisherId));
      const withAccount = await publishersWithAccount(tx, publisherId);
      if (!withAccount.some((p) => p.publisherId === delegatePublisherId))
        throw invalidValue(FIELD, M.delegateHasNoAccount(delegatePublisherId));
      delegate = { publisherId: row.id, name: publisherLabel(row) };
    }
    await setReportingDelegate(tx, publisherId, delegatePublisherId);
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: delegate
        ? `Relatório do publicador "${publisher.name}" confiado a "${delegate.name}"`
        : `Relatório do publicador "${publisher.name}" já não confiado a outro publicador`,
      resource: 'publisher',
      resourceId: publisherId,
      oldValues: { reportingDelegateId: publisher.reportingDelegateId },
      newValues: { reportingDelegateId: delegatePublisherId },
    });
    return { publisherId, delegate };
  });
}
