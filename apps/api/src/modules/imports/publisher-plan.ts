import type { ImportError, ImportRow } from '@congregacao/shared/contracts/imports';
import { publisherBodySchema } from '@congregacao/shared/contracts/publishers';
import {
  type CellValue,
  foldText,
  formatCell,
  PUBLISHER_COLUMNS,
  type PublisherColumnKey,
} from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { mapHeader, readCells } from './header';
import type { PublisherRowToday } from './publisher-columns-today';
import type { Table } from './read-table';
import type { ImportState } from './repository';

export type PublisherValues = Partial<Record<PublisherColumnKey, CellValue>>;

/** What a commit writes: the rows to create or update, with the values read from the file. */
export interface PublisherPlan {
  rows: { row: number; publisherId: number | null; values: PublisherValues }[];
  newGroups: number[];
  newHouseholds: string[];
  /** a file with errors is never committed */
  hasErrors: boolean;
  unchanged: number;
}

export interface PublisherPreview {
  plan: PublisherPlan;
  rows: ImportRow[];
  errors: ImportError[];
  ignoredColumns: string[];
}

type Column = (typeof PUBLISHER_COLUMNS)[number];
/** A column's header in the language of the request (an error names the column as the template does). */
const headerOf = (key: string) => (PUBLISHER_COLUMNS.find((c) => c.key === key) ?? PUBLISHER_COLUMNS[0]).header;

/** Name (case, accents and spaces ignored) plus birth date: how a row finds its publisher. */
export const matchKey = (name: string, birthDate: string | null) => `${foldText(name)}|${birthDate ?? ''}`;

/** A stored publisher's value of a column, as the file would hold it. */
export function storedValue(row: PublisherRowToday, key: PublisherColumnKey, householdNames: Map<number, string>) {
  if (key === 'household') return row.householdId === null ? null : (householdNames.get(row.householdId) ?? null);
  return row[key] as CellValue;
}

/**
 * The preview of a publisher file: each row read by the template's columns, checked by the publisher rules (the same
 * schema as the publisher form), matched to an existing publisher by name and birth date, and compared with it.
 */
export function planPublisherImport(table: Table, state: ImportState): PublisherPreview {
  const [header = [], ...data] = table.rows;
  const { present, ignored } = mapHeader(PUBLISHER_COLUMNS, header);
  const householdNames = new Map(state.households.map((h) => [h.id, h.name]));
  const existingByKey = new Map<string, PublisherRowToday[]>();
  for (const p of state.publishers) {
    const key = matchKey(p.name, p.birthDate);
    existingByKey.set(key, [...(existingByKey.get(key) ?? []), p]);
  }
  const knownGroups = new Set(state.groups.map((g) => g.groupNumber));
  const knownHouseholds = new Set(state.households.map((h) => foldText(h.name)));
  const newGroups = new Set<number>();
  const newHouseholds = new Map<string, string>();
  const firstRowOfKey = new Map<string, number>();
  const plan: PublisherPlan = { rows: [], newGroups: [], newHouseholds: [], hasErrors: false, unchanged: 0 };
  const preview: PublisherPreview = { plan, rows: [], errors: [], ignoredColumns: ignored };

  data.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const { values, errors: rowErrors } = readCells(present, cells, row);
    const name = typeof values.name === 'string' ? values.name : (cells[present[0]?.index ?? 0] ?? '').trim();
    const key = matchKey(name, (values.birthDate as string | null) ?? null);
    const matches = existingByKey.get(key) ?? [];
    const existing = matches.length === 1 ? matches[0]! : null;
    const seenAt = name ? firstRowOfKey.get(key) : undefined;
    if (seenAt !== undefined) {
      rowErrors.push({ row, column: headerOf('name'), message: IMPORT_MESSAGES.duplicateInFile(seenAt) });
    } else if (name) firstRowOfKey.set(key, row);
    if (matches.length > 1) rowErrors.push({ row, column: headerOf('name'), message: IMPORT_MESSAGES.ambiguousMatch });
    if (rowErrors.length === 0) rowErrors.push(...checkByPublisherRules(row, values, existing));
    if (rowErrors.length > 0) {
      preview.errors.push(...rowErrors);
      preview.rows.push({ row, action: 'error', name, publisherId: existing?.id ?? null, changes: [] });
      return;
    }
    const group = values.groupNumber as number;
    if (!knownGroups.has(group)) newGroups.add(group);
    const household = values.household;
    if (typeof household === 'string' && !knownHouseholds.has(foldText(household))) {
      newHouseholds.set(foldText(household), household);
    }
    const changes = existing ? changedHeaders(present, values, existing, householdNames) : [];
    const action = !existing ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
    preview.rows.push({ row, action, name, publisherId: existing?.id ?? null, changes });
    if (action !== 'unchanged') plan.rows.push({ row, publisherId: existing?.id ?? null, values });
  });
  plan.newGroups = [...newGroups].sort((a, b) => a - b);
  plan.newHouseholds = [...newHouseholds.values()];
  plan.hasErrors = preview.errors.length > 0;
  plan.unchanged = preview.rows.filter((r) => r.action === 'unchanged').length;
  return preview;
}

function changedHeaders(
  present: { column: Column }[],
  values: PublisherValues,
  existing: PublisherRowToday,
  householdNames: Map<number, string>,
): string[] {
  return present
    .filter(({ column }) => {
      const before = formatCell(column, storedValue(existing, column.key, householdNames));
      const after = formatCell(column, values[column.key] ?? null);
      return column.key === 'household' ? foldText(before) !== foldText(after) : before !== after;
    })
    .map(({ column }) => column.header);
}

/** The publisher form's own rules (lengths, email, dates) on the row merged over the publisher it updates. */
function checkByPublisherRules(
  row: number,
  values: PublisherValues,
  existing: PublisherRowToday | null,
): ImportError[] {
  const { household: _byName, groupNumber: _byNumber, ...fields } = values;
  const result = publisherBodySchema.safeParse({ ...(existing ?? {}), ...fields, groupId: 1, householdId: null });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    row,
    column: headerOf(String(issue.path[0])),
    message: issue.message,
  }));
}
