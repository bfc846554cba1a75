import { type CellValue, PUBLISHER_COLUMNS, REPORT_COLUMNS } from '@congregacao/shared/import-columns';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectReportsWithMonth } from '../../db/report-join';
import { households, monthlyActivities, publisherReports, publishers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { publisherColumnsToday } from './publisher-columns-today';
import { storedValue } from './publisher-plan';
import { tableOf } from './table-files';

export type ExportFormat = 'csv' | 'xlsx';

/** Every publisher not erased, in the import template's columns (an export imported again changes nothing). */
export async function publishersTable(db: Database): Promise<string[][]> {
  const [rows, householdRows] = await Promise.all([
    db
      .select(publisherColumnsToday)
      .from(publishers)
      .where(isNull(publishers.erasedAt))
      .orderBy(asc(publishers.name), asc(publishers.id)),
    db.select().from(households),
  ]);
  const names = new Map(householdRows.map((h) => [h.id, h.name]));
  return tableOf(PUBLISHER_COLUMNS, rows, (row, key) => storedValue(row, key as never, names));
}

/** Every report of a service year, one row per publisher and month (month 1-12). */
export async function reportsTable(db: Database, serviceYear: number): Promise<string[][]> {
  const rows = await selectReportsWithMonth(db, {
    name: publishers.name,
    birthDate: publishers.birthDate,
    month: monthlyActivities.month,
    year: monthlyActivities.year,
    participatedInMinistry: publisherReports.participatedInMinistry,
    studies: publisherReports.studies,
    hours: publisherReports.hours,
    creditHours: publisherReports.creditHours,
    auxiliaryPioneer: publisherReports.auxiliaryPioneer,
    observations: publisherReports.observations,
  })
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(eq(monthlyActivities.serviceYear, serviceYear))
    .orderBy(asc(monthlyActivities.year), asc(monthlyActivities.month), asc(publishers.name), asc(publishers.id));
  return tableOf(REPORT_COLUMNS, rows, (row, key) => {
    if (key === 'month') return row.month + 1;
    return (row as Record<string, CellValue>)[key] ?? null;
  });
}

/** Who exported what (MEDIUM, as every export). */
export function auditExport(db: Database, actor: Actor, what: string, format: ExportFormat, rows: number) {
  return recordAudit(db, actor, {
    eventType: 'DATA_EXPORT',
    description: `Exportação de ${what} (${format.toUpperCase()}, ${rows} linhas)`,
    resource: 'export',
    details: { what, format, rows },
  });
}
