import type { AuditListQuery, AuditListResponse } from '@congregacao/shared/contracts/audit';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { auditLogs } from '../../../db/schema';
import { auditEntryColumns, newestFirst, toAuditLogEntry } from './entry';
import { auditWhere } from './filters';

/**
 * Counting stops here: up to this many matching entries `total` is exact; beyond it, it is PostgreSQL's
 * estimate (docs/decisions/008-audit-log.md, measured on a 1,000,000-entry log).
 */
export const AUDIT_EXACT_COUNT_CAP = 10_000;

interface Total {
  total: number;
  isTotalExact: boolean;
}

/** Time allowed to count exactly; a slower count (a common search term) falls back to the estimate. */
export const AUDIT_COUNT_BUDGET_MS = 20;

const isQueryCanceled = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return !!e && (e.code === '57014' || isQueryCanceled(e.cause));
};

/** Matching entries up to cap + 1, or null when counting took longer than the budget. */
async function countUpTo(db: DbOrTx, where: SQL | undefined, cap: number): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${AUDIT_COUNT_BUDGET_MS}`));
      const matching = tx
        .select({ one: sql`1` })
        .from(auditLogs)
        .where(where)
        .limit(cap + 1)
        .as('matching');
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(matching);
      return row?.count ?? 0;
    });
  } catch (error) {
    if (isQueryCanceled(error)) return null;
    throw error;
  }
}

/** The planner's row estimate for the filter (statistics of the last ANALYZE, scaled to the table's size). */
async function estimateCount(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(auditLogs).where(where);
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${query}`,
  );
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * Exact up to the cap when counting is quick; otherwise the estimate (never less than what was seen). The
 * estimate comes first: when it is well above the cap the count could only confirm "more than the cap", so
 * it is skipped.
 */
async function totalOf(db: DbOrTx, where: SQL | undefined, seen: number): Promise<Total> {
  const estimate = await estimateCount(db, where);
  const inexact = (counted = 0) => ({ total: Math.max(estimate, counted, seen), isTotalExact: false });
  if (estimate > 2 * AUDIT_EXACT_COUNT_CAP) return inexact();
  const counted = await countUpTo(db, where, AUDIT_EXACT_COUNT_CAP);
  if (counted !== null && counted <= AUDIT_EXACT_COUNT_CAP) return { total: counted, isTotalExact: true };
  return inexact(counted ?? 0);
}

/** One page of entries, newest first, and the pagination block. */
export async function listAuditLogs(db: DbOrTx, query: AuditListQuery): Promise<AuditListResponse> {
  const { page, limit } = query;
  const where = auditWhere(query);
  const offset = (page - 1) * limit;
  const rows = await db
    .select(auditEntryColumns)
    .from(auditLogs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  // A short, non-empty page (or an empty first page) is the last one: its end is the exact total.
  const isLastPage = rows.length < limit && (rows.length > 0 || page === 1);
  const { total, isTotalExact } = isLastPage
    ? { total: offset + rows.length, isTotalExact: true }
    : // a full page may have more after it: never a total that would end the pager on it
      await totalOf(db, where, offset + rows.length + 1);
  return {
    logs: rows.map(toAuditLogEntry),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit), isTotalExact },
  };
}
