import type { ImportError } from '@congregacao/shared/contracts/imports';
import {
  type CellValue,
  foldText,
  parseCell,
  REPORT_COLUMNS,
  type ReportColumnKey,
  type TemplateColumn,
} from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { badRequest } from '../../lib/errors';

/** Where each template column is in the file (columns absent from the file are not applied). */
export interface HeaderMap<C extends TemplateColumn> {
  present: { column: C; index: number }[];
  /** headers the template does not know: shown in the preview, their cells ignored */
  ignored: string[];
}

/** A column's header in any of the languages, folded (the template of any language is read, ADR 043). */
const foldedHeaders = (column: TemplateColumn) => column.headers.map(foldText);

/** Reads the header row: headers compared ignoring case and accents; the required columns must be there. */
export function mapHeader<C extends TemplateColumn>(columns: readonly C[], header: string[]): HeaderMap<C> {
  const indexByHeader = new Map(header.map((text, index) => [foldText(text), index]));
  const present: HeaderMap<C>['present'] = [];
  const missing: string[] = [];
  for (const column of columns) {
    const index = foldedHeaders(column)
      .map((text) => indexByHeader.get(text))
      .find((found) => found !== undefined);
    if (index !== undefined) present.push({ column, index });
    else if (column.required) missing.push(column.header);
  }
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingColumns(missing));
  const known = new Set(columns.flatMap(foldedHeaders));
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

/** Whether a header row is the report-history template's (it has the month and year columns, in any language). */
export function isReportHeader(header: string[]): boolean {
  const folded = new Set(header.map(foldText));
  const has = (key: ReportColumnKey) => {
    const column = REPORT_COLUMNS.find((c) => c.key === key);
    return column !== undefined && foldedHeaders(column).some((text) => folded.has(text));
  };
  return has('month') && has('year');
}
