import type { CongregationAnalysis } from '@congregacao/shared/contracts/branch-cycle';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { GenerationCache } from '../../lib/generation-cache';
import { getCongregationAnalysis } from './analysis';
import { getCongregationReport } from './service';

/** A month's S-1 and a service year's S-10 are a few hundred bytes each: a year of months and ten years fit. */
const MAX_ANSWERS = 64;

function cached<K extends string | number, V>(changes: ChangeFeed, load: (key: K) => Promise<V>) {
  const cache = new GenerationCache<V>(changes, 'data', { maxEntries: MAX_ANSWERS });
  return async (key: K): Promise<V> => {
    const hit = cache.get(String(key));
    if (hit) return hit;
    const generation = cache.generation();
    const value = await load(key);
    cache.set(String(key), generation, value);
    return value;
  };
}

/**
 * The S-1 (by month) and the S-10 (by service year), kept while nothing they are built from has changed in any
 * instance (db/change-feed.ts: reports, publishers, months, groups, appointments, attendance, sendings). Building
 * the S-10 reads ten years' publishers and three windows of reports (~30 ms); the secretary and the elders open
 * both again and again while a month is read and sent. Neither depends on who asks or in which language.
 */
export function cachedFigures(db: Database, changes: ChangeFeed) {
  return {
    congregationReport: cached<number, CongregationReport>(changes, (activityId) =>
      getCongregationReport(db, activityId),
    ),
    congregationAnalysis: cached<number, CongregationAnalysis>(changes, (serviceYear) =>
      getCongregationAnalysis(db, serviceYear),
    ),
  };
}
