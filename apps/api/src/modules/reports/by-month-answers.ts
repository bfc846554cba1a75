import type { User } from '@congregacao/shared/contracts/user';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { GenerationCache } from '../../lib/generation-cache';
import { type ReportScope, scopeOf } from './scope';
import { reportsByMonth } from './service';

const MAX_ANSWERS = 256;
const MAX_BYTES = 16 * 1024 * 1024; // about 90 answers of a 500-publisher month

const scopeKey = (scope: ReportScope) =>
  scope.kind === 'all' ? 'all' : scope.kind === 'group' ? `group:${scope.groupId}` : `publisher:${scope.publisherId}`;

/**
 * The fill screen's answer as sent (JSON bytes), per activity and scope, kept while nothing it is built from
 * (reports, publishers, activities, groups, users) has changed in any instance (db/change-feed.ts). Overseers
 * open the same month again and again while filling it; building it took ~4 ms of node and PostgreSQL each time.
 * The objects are built from explicit column lists, so they are written without the contract's encode.
 */
export function byMonthAnswers(db: Database, changes: ChangeFeed) {
  const cache = new GenerationCache<Buffer>(changes, 'data', {
    maxEntries: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeOf: (answer) => answer.length,
  });
  return async (user: User, activityId: number): Promise<Buffer> => {
    const key = `${activityId}:${scopeKey(scopeOf(user))}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const generation = cache.generation();
    const answer = Buffer.from(JSON.stringify(await reportsByMonth(db, user, activityId)));
    cache.set(key, generation, answer);
    return answer;
  };
}
