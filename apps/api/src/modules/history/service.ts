import type { PublisherHistory } from '@congregacao/shared/contracts/history';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/contracts/publishers';
import type { User } from '@congregacao/shared/contracts/user';
import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publishers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertPublisherInScope } from '../reports/scope';
import { getPublisherHistory, getServiceYears } from './repository';

/** The publisher a caller asks about, refused (403) outside the caller's scope; null when there is none. */
async function publisherToRead(db: DbOrTx, user: User, publisherId: number, what: string) {
  const [publisher] = await db
    .select({ id: publishers.id, groupId: publishers.groupId })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  if (publisher) assertPublisherInScope(user, publisher, { message: HISTORY_MESSAGES.otherGroup, what });
  return publisher ?? null;
}

/** GET /publisherreports/{serviceYear}/{publisherId}: a publisher's service year with its notes, in scope. */
export async function publisherHistory(
  db: DbOrTx,
  user: User,
  serviceYear: number,
  publisherId: number,
): Promise<PublisherHistory> {
  const what = `os relatórios do ano de serviço ${serviceYear}`;
  if (!(await publisherToRead(db, user, publisherId, what))) throw notFound(PUBLISHER_MESSAGES.notFound);
  return getPublisherHistory(db, serviceYear, publisherId);
}

/** GET /publisherreports/service-years: the service years that have reports, of one publisher (in scope) if given. */
export async function serviceYears(db: DbOrTx, user: User, publisherId?: number): Promise<number[]> {
  if (publisherId !== undefined && !(await publisherToRead(db, user, publisherId, 'os anos de serviço'))) return [];
  return getServiceYears(db, publisherId);
}
