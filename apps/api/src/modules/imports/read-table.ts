import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@congregacao/shared/limits';
import { AppError, badRequest } from '../../lib/errors';
import { isOrganizedBackup, organizedRows } from './organized-backup';
import { csvRecords } from './read-csv';
import { isXlsx, readXlsx } from './read-xlsx';

/** A file's cells as text, row by row (the header first). */
export interface Table {
  rows: string[][];
}

/** Bytes decoded at a time: reading a CSV stops at the row limit, wherever that is in the file. */
const TEXT_CHUNK_BYTES = 64 * 1024;

/** Reads an uploaded CSV or XLSX into text cells, refusing (4xx, pt-PT) what cannot be read safely. */
export async function readTable(data: Uint8Array): Promise<Table> {
  if (data.length > IMPORT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  if (data.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
  const rows = rowsWithin(isXlsx(data) ? await readXlsx(data) : readTextFile(data));
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
  return { rows };
}

/**
 * The records up to the last one that is not blank (the header and at most IMPORT_MAX_ROWS rows), taken one at a
 * time: the first filled record past the limit is a 400 at once, and nothing after it is read. So is a record with a
 * value past the column limit.
 */
export function rowsWithin(records: Iterable<string[]>): string[][] {
  const rows: string[][] = [];
  let count = 0;
  for (const record of records) {
    count++;
    if (record.length > IMPORT_MAX_COLUMNS && !isBlank(record.slice(IMPORT_MAX_COLUMNS))) {
      throw badRequest(IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS));
    }
    if (count <= IMPORT_MAX_ROWS + 1) rows.push(record);
    else if (!isBlank(record)) throw badRequest(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
  }
  let end = rows.length;
  while (end > 0 && isBlank(rows[end - 1]!)) end--;
  return rows.slice(0, end);
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

function readTextFile(data: Uint8Array): Iterable<string[]> {
  const [head = ''] = utf8Chunks(data);
  if (head.trimStart().startsWith('{')) return readJsonBackup([...utf8Chunks(data)].join(''));
  return csvRecords(utf8Chunks(data));
}

/** The file as UTF-8 text (a BOM dropped), a chunk at a time, as the reader asks for it. */
function* utf8Chunks(data: Uint8Array): Generator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  for (let at = 0; at < data.length; at += TEXT_CHUNK_BYTES) {
    const end = at + TEXT_CHUNK_BYTES;
    let text: string;
    try {
      text = decoder.decode(data.subarray(at, end), { stream: end < data.length });
    } catch {
      throw badRequest(IMPORT_MESSAGES.wrongEncoding);
    }
    // A binary file decodes as UTF-8 only by chance; NUL never appears in a spreadsheet's CSV.
    if (text.includes('\u0000')) throw badRequest(IMPORT_MESSAGES.unknownFormat);
    yield text;
  }
}

/** Another app's JSON backup: Organized's is the one whose format is known (docs/import.md). */
function readJsonBackup(text: string): string[][] {
  let backup: unknown;
  try {
    backup = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MESSAGES.unknownFormat);
  }
  if (!isOrganizedBackup(backup)) throw badRequest(IMPORT_MESSAGES.unknownFormat);
  return organizedRows(backup);
}
