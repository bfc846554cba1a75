import type { BelowPace, PioneerProgressResponse } from '@congregacao/shared/contracts/pioneer-year';
import type { User } from '@congregacao/shared/contracts/user';
import { isBelowPace } from '@congregacao/shared/pioneer-year';
import { PIONEER_YEAR_MESSAGES as M } from '@congregacao/shared/pioneer-year-messages';
import { compareByPublisherLabel } from '@congregacao/shared/report-rules';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { assertPublisherInScope, scopeOf } from '../reports/scope';
import { progressOf } from './progress';
import { findPublisher, readYearInputs, regularPioneersOfYear } from './repository';

/** A publisher's pioneer progress of a service year (an Elder: their own group's publishers only). */
export async function publisherProgress(
  db: DbOrTx,
  user: User,
  publisherId: number,
  serviceYear: number,
): Promise<PioneerProgressResponse> {
  const publisher = await findPublisher(db, publisherId);
  if (!publisher) throw notFound(M.publisherNotFound);
  assertPublisherInScope(user, publisher, { message: M.outOfGroup, what: 'o progresso de pioneiro' });
  return progressOf(serviceYear, await readYearInputs(db, serviceYear, [publisherId]), publisherId);
}

/** The regular pioneers in scope behind the pace of their year (negative balance), the furthest behind first. */
export async function belowPace(db: DbOrTx, user: User, serviceYear: number): Promise<BelowPace> {
  const pioneers = await regularPioneersOfYear(db, scopeOf(user), serviceYear);
  if (pioneers.length === 0) return [];
  const inputs = await readYearInputs(
    db,
    serviceYear,
    pioneers.map((p) => p.publisherId),
  );
  return pioneers
    .map((p) => {
      const { months: _months, ...progress } = progressOf(serviceYear, inputs, p.publisherId);
      return { ...p, ...progress };
    })
    .filter(isBelowPace)
    .sort((a, b) => a.balance - b.balance || compareByPublisherLabel(a, b));
}
