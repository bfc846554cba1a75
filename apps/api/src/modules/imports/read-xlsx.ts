import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_XLSX_UNPACKED_BYTES } from '@congregacao/shared/limits';
import { zipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { badRequest } from '../../lib/errors';
import { checkSheetExtent } from './read-sheet-extent';
import { unzipWithin, ZipTooLarge } from './read-zip';

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const FORMULA_ELEMENT = /<(?:\w+:)?f[\s>/]/;
/** The parts `read-excel-file` reads (the rest of a workbook, images and printer settings, is never inflated). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

export const isXlsx = (data: Uint8Array) => XLSX_MAGIC.every((byte, i) => data[i] === byte);

/** The first sheet's cells as text; a zip bomb, a sheet past the limits, a broken file or formulas: 400 (pt-PT). */
export async function readXlsx(data: Uint8Array, maxUnpacked = IMPORT_MAX_XLSX_UNPACKED_BYTES): Promise<string[][]> {
  const checked = checkedWorkbook(data, maxUnpacked);
  let sheet: SheetData;
  try {
    sheet = await readSheet(Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength), 1, { trim: false });
  } catch {
    throw badRequest(IMPORT_MESSAGES.badXlsx);
  }
  return sheet.map((row) => row.map(cellText));
}

/**
 * The workbook's XML parts, inflated within `maxUnpacked` bytes, their sheets free of formulas and within the row and
 * column limits, written again as a stored zip: the sheet reader unpacks this copy, never the upload, so no header of
 * the upload can make it inflate more (ADR 036).
 */
function checkedWorkbook(data: Uint8Array, maxUnpacked: number): Uint8Array {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipWithin(data, maxUnpacked, isXmlPart);
  } catch (error) {
    if (error instanceof ZipTooLarge) throw badRequest(IMPORT_MESSAGES.xlsxTooLarge(maxUnpacked / 1024 / 1024));
    throw badRequest(IMPORT_MESSAGES.badXlsx);
  }
  const decoder = new TextDecoder();
  for (const part of Object.values(parts)) {
    const xml = decoder.decode(part);
    // a worksheet is any part with sheet data, wherever the workbook's relationships point
    if (!xml.includes('sheetData')) continue;
    if (FORMULA_ELEMENT.test(xml)) throw badRequest(IMPORT_MESSAGES.formulaFile);
    checkSheetExtent(xml);
  }
  return zipSync(parts, { level: 0 });
}

/** A spreadsheet cell as the text a CSV would hold: dates as yyyy-mm-dd, yes/no as Sim/Não. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  // a yes/no cell as the text every language's import reads as one
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return String(cell);
}
