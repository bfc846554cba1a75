import { t } from '@congregacao/shared/i18n/translate';
import { type CellValue, formatCell, type TemplateColumn } from '@congregacao/shared/import-columns';
import writeXlsxFile from 'write-excel-file/node';
import { csvRecord } from '../../lib/csv';

/** Semicolon, as spreadsheets in Portugal expect; the BOM makes Excel read the file as UTF-8. */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/** A header row and one row of text cells per record, written by the columns' own format (import reads it back). */
export function tableOf<R>(columns: readonly TemplateColumn[], records: R[], cellOf: (r: R, key: string) => CellValue) {
  return [columns.map((c) => c.header), ...records.map((r) => columns.map((c) => formatCell(c, cellOf(r, c.key))))];
}

export function toCsv(rows: string[][]): string {
  return BOM + rows.map((row) => csvRecord(row, SEPARATOR)).join('');
}

/** Every cell as text, so nothing is reinterpreted by the spreadsheet (dates, codes, phone numbers). */
export function toXlsx(rows: string[][]): Promise<Buffer> {
  return writeXlsxFile(
    rows.map((row) => row.map((value) => ({ value, type: String }))),
    { sheet: t('sheet.sheetName') },
  ).toBuffer();
}
