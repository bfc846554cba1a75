import { NO, YES } from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@congregacao/shared/limits';
import { unzipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { AppError, badRequest } from '../../lib/errors';
import { isOrganizedBackup, organizedRows } from './organized-backup';
import { readCsv } from './read-csv';

/** A file's cells as text, row by row (the header first). */
export interface Table {
  rows: string[][];
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** What an .xlsx may unpack to: a 20 MB zip of repetitive XML is far below this; a zip bomb is not. */
const XLSX_MAX_UNPACKED_BYTES = 400 * 1024 * 1024;
const FORMULA_ELEMENT = /<(?:\w+:)?f[\s>/]/;

const isXlsx = (data: Uint8Array) => XLSX_MAGIC.every((byte, i) => data[i] === byte);

/** Reads an uploaded CSV or XLSX into text cells, refusing (4xx, pt-PT) what cannot be read safely. */
export async function readTable(data: Uint8Array): Promise<Table> {
  if (data.length > IMPORT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  if (data.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
  const rows = isXlsx(data) ? await readXlsx(data) : readCsvBytes(data);
  const filled = dropTrailingBlankRows(rows);
  if (filled.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
  if (filled.length - 1 > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
  return { rows: filled };
}

function readCsvBytes(data: Uint8Array): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw badRequest(IMPORT_MESSAGES.wrongEncoding);
  }
  // A binary file decodes as UTF-8 only by chance; NUL never appears in a spreadsheet's CSV.
  if (text.includes('\u0000')) throw badRequest(IMPORT_MESSAGES.unknownFormat);
  if (text.trimStart().startsWith('{')) return readJsonBackup(text);
  return readCsv(text);
}

/** Another app's JSON backup: Organized's is the one whose format is known (docs/import.md). */
function readJsonBackup(text: string): string[][] {
  let backup: unknown;
  try {
    backup = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(IMPORT_MESSAGES.unknownFormat);
  }
  if (!isOrganizedBackup(backup)) throw badRequest(IMPORT_MESSAGES.unknownFormat);
  return organizedRows(backup);
}

function checkXlsxParts(data: Uint8Array): void {
  let unpacked = 0;
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(data, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw badRequest(IMPORT_MESSAGES.badXlsx);
        return file.name.startsWith('xl/worksheets/') && file.name.endsWith('.xml');
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(IMPORT_MESSAGES.badXlsx);
  }
  const decoder = new TextDecoder();
  for (const part of Object.values(parts)) {
    if (FORMULA_ELEMENT.test(decoder.decode(part))) throw badRequest(IMPORT_MESSAGES.formulaFile);
  }
}

async function readXlsx(data: Uint8Array): Promise<string[][]> {
  checkXlsxParts(data);
  let sheet: SheetData;
  try {
    sheet = await readSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength), 1, { trim: false });
  } catch {
    throw badRequest(IMPORT_MESSAGES.badXlsx);
  }
  return sheet.map((row) => row.map(cellText));
}

/** A spreadsheet cell as the text a CSV would hold: dates as yyyy-mm-dd, yes/no as Sim/Não. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? YES : NO;
  return String(cell);
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

function dropTrailingBlankRows(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && isBlank(rows[end - 1]!)) end--;
  return rows.slice(0, end);
}
