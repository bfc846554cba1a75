import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@congregacao/shared/limits';
import { badRequest } from '../../lib/errors';

/** A `<row>` or `<c>` tag, with any namespace prefix; a quoted attribute value may hold a `>`. */
const ROW_OR_CELL_TAG = /<(?:[\w.-]+:)?(row|c)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** Its `r` attributes: the sheet reader drops namespace prefixes, so each of `r`, `x:r`… may be the one it reads. */
const REF_ATTRIBUTES = /(?:^|\s)(?:[\w.-]+:)?r\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const CELL_REF = /^([A-Z]{1,3})(\d{1,7})$/;
const ROW_REF = /^\d{1,7}$/;

/**
 * Refuses (400) a worksheet reaching past the import's limits, before the sheet reader sees it. That reader builds a
 * dense table up to the last row and the last column holding a value (one value at XFD1048576 in a 1 KB file would
 * cost gigabytes), and its time grows faster than its rows (a million empty rows: minutes). So no row, not even an
 * empty formatted one, may come after row IMPORT_MAX_ROWS + 1, and no value after column IMPORT_MAX_COLUMNS (ADR 036).
 * A reference written otherwise than Excel writes it (a character reference, a lower-case letter) is a broken file.
 */
export function checkSheetExtent(xml: string): void {
  let row = 0;
  for (const [, tag, attributes = ''] of xml.matchAll(ROW_OR_CELL_TAG)) {
    const refs = [...attributes.matchAll(REF_ATTRIBUTES)].map((ref) => ref[1] ?? ref[2] ?? '');
    if (tag === 'row') {
      if (!refs.every((ref) => ROW_REF.test(ref))) throw badRequest(IMPORT_MESSAGES.badXlsx);
      row = refs.length === 0 ? row + 1 : Math.max(...refs.map(Number));
    } else {
      const cells = refs.map((ref) => CELL_REF.exec(ref));
      if (cells.length === 0 || !cells.every((cell) => cell !== null)) throw badRequest(IMPORT_MESSAGES.badXlsx);
      row = Math.max(...cells.map((cell) => Number(cell[2])));
      const column = Math.max(...cells.map((cell) => columnNumber(cell[1]!)));
      const isEmptyCell = attributes.endsWith('/');
      if (!isEmptyCell && column > IMPORT_MAX_COLUMNS) {
        throw badRequest(IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS));
      }
    }
    if (row > IMPORT_MAX_ROWS + 1) throw badRequest(IMPORT_MESSAGES.sheetTooLong(IMPORT_MAX_ROWS + 1));
  }
}

/** A, B, …, Z, AA, … as 1, 2, …, 26, 27, … */
function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + letter.charCodeAt(0) - 64;
  return n;
}
