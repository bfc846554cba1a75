import type { ImportError } from '@congregacao/shared/contracts/imports';
import { type CellValue, foldText, parseCell, type TemplateColumn } from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { badRequest } from '../../lib/errors';

/** Where each template column is in the file (columns absent from the file are not applied). */
export interface HeaderMap<C extends TemplateColumn> {
  present: { column: C; index: number }[];
  /** headers the template does not know: shown in the preview, their cells ignored */
  ignored: string[];
}

/** Reads the header row: headers compared ignoring case and accents; the required columns must be there. */
export function mapHeader<C extends TemplateColumn>(columns: readonly C[], header: string[]): HeaderMap<C> {
  const indexByHeader = new Map(header.map((text, index) => [foldText(text), index]));
  const present: HeaderMap<C>['present'] = [];
  const missing: string[] = [];
  for (const column of columns) {
    const index = indexByHeader.get(foldText(column.header));
    if (index !== undefined) present.push({ column, index });
    else if (column.required) missing.push(column.header);
  }
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingColumns(missing));
  const known = new Set(columns.map((c) => foldText(c.header)));
  const ignored = header.filter((text) => text.trim() !== '' && !known.has(foldText(text)));
  return { present, ignored };
}

/** The cells of one data row by the header's columns: each value read, or an error naming the row and column. */
export function readCells<C extends TemplateColumn>(present: HeaderMap<C>['present'], cells: string[], row: number) {
  const values: Partial<Record<C['key'], CellValue>> = {};
  const errors: ImportError[] = [];
  for (const { column, index } of present) {
    const raw = cells[index] ?? '';
    const parsed = raw.trim().startsWith('=')
      ? { ok: false as const, message: IMPORT_MESSAGES.formulaCell }
      : parseCell(column, raw);
    if (parsed.ok) values[column.key as C['key']] = parsed.value;
    else errors.push({ row, column: column.header, message: parsed.message });
  }
  return { values, errors };
}

/** Whether a header row is the report-history template's (it has the month and year columns). */
export function isReportHeader(header: string[]): boolean {
  const folded = new Set(header.map(foldText));
  return folded.has(foldText('Mês')) && folded.has(foldText('Ano'));
}
