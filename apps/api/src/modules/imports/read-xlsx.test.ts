import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MAX_XLSX_UNPACKED_BYTES } from '@congregacao/shared/limits';
import { describe, expect, it } from 'vitest';
import { readTable } from './read-table';
import { readXlsx } from './read-xlsx';
import { handMadeZip, workbookParts, workbookWithSheet, zipBomb } from './zip.test-support';

const MB = 1024 * 1024;
const tooLarge = IMPORT_MESSAGES.xlsxTooLarge(IMPORT_MAX_XLSX_UNPACKED_BYTES / MB);

/** The refusal a read ends with (an AppError: status and pt-PT message). */
const refusal = (read: Promise<unknown>) =>
  read.then(
    () => null,
    (error: { status?: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describe('reading an .xlsx within a bounded memory (ADR 036)', () => {
  for (const [part, dataDescriptor] of [
    ['xl/sharedStrings.xml', true],
    ['xl/sharedStrings.xml', false],
    ['xl/worksheets/sheet1.xml', true],
  ] as const) {
    const sizes = dataDescriptor ? 'after the data' : 'in the local header';
    it(`refuses 1 MB whose ${part} declares 1 KB (sizes ${sizes}) and inflates to 1 GB, past the limit`, async () => {
      const bomb = await zipBomb(1024, { part, dataDescriptor });
      expect(bomb.length).toBeLessThan(1.1 * MB);
      const peakBefore = process.resourceUsage().maxRSS * 1024;
      expect(await refusal(readTable(bomb))).toEqual({ status: 400, message: tooLarge });
      // the process's peak memory grew by at most the limit and the 16 KB zlib writes at a time, plus slack
      const peakGrowth = process.resourceUsage().maxRSS * 1024 - peakBefore;
      expect(peakGrowth).toBeLessThan(IMPORT_MAX_XLSX_UNPACKED_BYTES + 40 * MB);
    });
  }

  it('counts the bytes inflated, not the sizes the headers declare: a limit of exactly them reads the sheet', async () => {
    const rows = [['Nome Completo', 'Grupo'], ...Array.from({ length: 500 }, (_, i) => [`Pessoa ${i}`, '1'])];
    const parts = await workbookParts(rows);
    const unpacked = parts.reduce((sum, part) => sum + part.declaredSize, 0);
    for (const dataDescriptor of [false, true]) {
      const lying = handMadeZip(
        parts.map((part) => ({ ...part, declaredSize: 1024 })),
        { dataDescriptor },
      );
      expect(await readXlsx(lying, unpacked)).toEqual(rows);
      expect(await refusal(readXlsx(lying, unpacked - 1))).toEqual({
        status: 400,
        message: IMPORT_MESSAGES.xlsxTooLarge((unpacked - 1) / MB),
      });
    }
  });

  const value = (ref: string, attributes = '') => `<c r="${ref}"${attributes} t="inlineStr"><is><t>x</t></is></c>`;

  it('refuses before the sheet reader a 1 KB sheet reaching past the row or column limit, however it is written', async () => {
    const lastRow = IMPORT_MAX_ROWS + 1;
    const sheetTooLong = IMPORT_MESSAGES.sheetTooLong(lastRow);
    const tooManyColumns = IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS);
    const cases: [string, string][] = [
      // the reader would build 1,048,576 rows of 16,384 cells
      [`<row r="1">${value('A1')}</row><row r="1048576">${value('XFD1048576')}</row>`, sheetTooLong],
      [`<row r="1">${value('A1')}</row><row r="${lastRow + 1}"/>`, sheetTooLong],
      [`<row>${value('A1')}</row>${'<row/>'.repeat(lastRow)}`, sheetTooLong],
      [`<row r="1">${value('A1')}${value('CW1')}</row>`, tooManyColumns],
      [`<x:row r="1">${value('A1', ' x:r="CW1"')}</x:row>`, tooManyColumns],
      [`<row r="1"><c t="inlineStr" foo=">" r="CW1"><is><t>x</t></is></c></row>`, tooManyColumns],
      [`<row r="1">${value('&#88;FD1')}</row>`, IMPORT_MESSAGES.badXlsx],
    ];
    for (const [sheetData, message] of cases) {
      expect(await refusal(readTable(await workbookWithSheet(sheetData))), sheetData.slice(0, 80)).toEqual({
        status: 400,
        message,
      });
    }
  });

  it('reads a sheet up to the last row and column the limits allow, empty formatted cells beyond the columns', async () => {
    const lastRow = IMPORT_MAX_ROWS + 1;
    const sheet = `<row r="1">${value('A1')}${value(`CV1`)}<c r="XFD1" s="1"/></row><row r="${lastRow}">${value(`A${lastRow}`)}</row>`;
    const rows = (await readTable(await workbookWithSheet(sheet))).rows;
    expect(rows).toHaveLength(lastRow);
    expect(rows[0]).toHaveLength(IMPORT_MAX_COLUMNS);
  });
});
