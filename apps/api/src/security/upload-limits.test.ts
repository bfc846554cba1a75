import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_ROWS, IMPORT_MAX_XLSX_UNPACKED_BYTES } from '@congregacao/shared/limits';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importPreviews } from '../db/schema-imports';
import { upload } from '../modules/imports/upload.test-support';
import { workbookWithSheet, zipBomb } from '../modules/imports/zip.test-support';
import { setUpTestApp, signedIn } from '../test/app.test-support';

const w = setUpTestApp(async (t) => ({ secretary: await signedIn(t, 'Secretary') }));
const previews = async () => (await w.t.db.select({ n: count() }).from(importPreviews))[0]!.n;

describe('an upload costs bounded memory and time whatever it holds (ADR 036)', () => {
  it('refuses an .xlsx of 1 MB that declares 1 KB and inflates to 1 GB, before any sheet reader sees it', async () => {
    const bomb = await zipBomb(1024, { dataDescriptor: true });
    const res = await upload(w.secretary.call, bomb, 'relatorios.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMPORT_MESSAGES.xlsxTooLarge(IMPORT_MAX_XLSX_UNPACKED_BYTES / 1024 / 1024));
    expect(await previews()).toBe(0);
  });

  it('refuses a 1 KB .xlsx with one value at XFD1048576, which a sheet reader would fill out to gigabytes', async () => {
    const sheet = '<row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="XFD1048576"><v>1</v></c></row>';
    const res = await upload(w.secretary.call, await workbookWithSheet(sheet), 'publicadores.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMPORT_MESSAGES.sheetTooLong(IMPORT_MAX_ROWS + 1));
  });

  it('stops reading a CSV at the row limit: what follows it, a byte that is not UTF-8 here, is never read', async () => {
    const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => `Pessoa ${from + i};1\n`).join('');
    const csv = Buffer.concat([
      Buffer.from(`Nome Completo;Grupo\n${rows(0, IMPORT_MAX_ROWS + 1)}${rows(IMPORT_MAX_ROWS + 1, 20_000)}`),
      Buffer.from([0xff]),
    ]);
    const res = await upload(w.secretary.call, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
    expect(await previews()).toBe(0);
  });
});
