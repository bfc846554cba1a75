import { constants, crc32, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { toXlsx } from './table-files';

/** One entry of a hand-made zip: its deflated bytes, and the sizes and CRC its headers declare. */
export interface ZipEntry {
  name: string;
  deflated: Uint8Array;
  crc: number;
  declaredSize: number;
}

/**
 * A zip written byte by byte, so that its local and central headers can declare any sizes. `dataDescriptor`: the
 * local headers say "sizes follow the data" (flag bit 3, sizes 0), as streaming zip writers do.
 */
export function handMadeZip(entries: ZipEntry[], { dataDescriptor = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(dataDescriptor ? 8 : 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(dataDescriptor ? 0 : entry.crc, 14);
    local.writeUInt32LE(dataDescriptor ? 0 : entry.deflated.length, 18);
    local.writeUInt32LE(dataDescriptor ? 0 : entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(dataDescriptor ? 16 : 0);
    if (dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.deflated.length, 8);
      descriptor.writeUInt32LE(entry.declaredSize, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(dataDescriptor ? 8 : 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const local_ = Buffer.concat([local, name, entry.deflated, descriptor]);
    locals.push(local_);
    centrals.push(central, name);
    offset += local_.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry holding `data` whose headers declare `declaredSize` (its true size by default). */
export function zipEntry(name: string, data: Uint8Array, declaredSize = data.length): ZipEntry {
  return { name, deflated: deflateRawSync(data), crc: crc32(data), declaredSize };
}

/**
 * A one-row workbook whose `part` (the shared strings by default, which a sheet reader unpacks whole) inflates to
 * `megabytes` MB of blanks while every header declares 1 KB: about 1 KB of zip per MB it unpacks to. The part is
 * written as repeated fully flushed deflate segments, so the test never holds the unpacked part itself.
 */
export async function zipBomb(
  megabytes: number,
  { part = 'xl/sharedStrings.xml', dataDescriptor = false }: { part?: string; dataDescriptor?: boolean } = {},
): Promise<Buffer> {
  const MB = Buffer.alloc(1024 * 1024, ' ');
  const blanks = deflateRawSync(MB, { finishFlush: constants.Z_FULL_FLUSH });
  const deflated = Buffer.concat([...Array.from({ length: megabytes }, () => blanks), deflateRawSync('')]);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(MB, crc);
  const bomb: ZipEntry = { name: part, deflated, crc, declaredSize: 1024 };
  const others = (await workbookParts()).filter((e) => e.name !== part);
  return handMadeZip([...others, bomb], { dataDescriptor });
}

/** The parts of a workbook as our own export writes it, each as a hand-made entry telling the truth. */
export async function workbookParts(rows: string[][] = [['Nome Completo']]): Promise<ZipEntry[]> {
  return Object.entries(unzipSync(await toXlsx(rows))).map(([name, data]) => zipEntry(name, data));
}

/** A workbook as our export writes it, its first sheet's `<sheetData>` replaced by `sheetData`. */
export async function workbookWithSheet(sheetData: string): Promise<Buffer> {
  const sheet =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetData>${sheetData}</sheetData></worksheet>`;
  const parts = (await workbookParts()).filter((e) => e.name !== 'xl/worksheets/sheet1.xml');
  return handMadeZip([...parts, zipEntry('xl/worksheets/sheet1.xml', Buffer.from(sheet))]);
}
