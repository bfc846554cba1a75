import { inflateRawSync } from 'node:zlib';

/** The zip holds more than the budget once inflated: counted on the bytes inflated, not on what headers declare. */
export class ZipTooLarge extends Error {}
/** Not a zip we can read: a broken directory, an entry out of bounds, a compression other than deflate or none. */
export class BadZip extends Error {}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const UNSET_32 = 0xffffffff;

/**
 * The entries `wanted` keeps, inflated, stopping as soon as their bytes together pass `budget` (ZipTooLarge). Entries
 * are found through the central directory; the sizes any header declares are never trusted: zlib's
 * `maxOutputLength` stops each inflation at what is left of the budget (ADR 036).
 */
export function unzipWithin(
  data: Uint8Array,
  budget: number,
  wanted: (name: string) => boolean,
): Record<string, Uint8Array> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const parts: Record<string, Uint8Array> = {};
  let left = budget;
  for (const entry of centralDirectory(zip).filter((e) => wanted(e.name))) {
    const part = inflateEntry(zip, entry, left);
    left -= part.length;
    parts[entry.name] = part;
  }
  return parts;
}

function inflateEntry(zip: Buffer, entry: Entry, left: number): Uint8Array {
  const at = entry.localHeader;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new BadZip(entry.name);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new BadZip(entry.name);
  const stored = zip.subarray(start, start + entry.compressedSize);
  let part: Uint8Array;
  if (entry.method === 0) part = stored;
  else if (entry.method === 8) {
    try {
      part = inflateRawSync(stored, { maxOutputLength: Math.max(left, 1) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLarge(entry.name);
      throw new BadZip(entry.name);
    }
  } else throw new BadZip(entry.name);
  if (part.length > left) throw new ZipTooLarge(entry.name);
  return part;
}

function centralDirectory(zip: Buffer): Entry[] {
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > zip.length) throw new BadZip('no central directory');
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_END_LOCATOR) {
    const zip64End = safeNumber(zip.readBigUInt64LE(end - 12));
    if (zip64End + 56 > zip.length || zip.readUInt32LE(zip64End) !== ZIP64_END) throw new BadZip('zip64 end');
    count = safeNumber(zip.readBigUInt64LE(zip64End + 32));
    offset = safeNumber(zip.readBigUInt64LE(zip64End + 48));
  }
  const entries: Entry[] = [];
  for (let at = offset; entries.length < count; ) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new BadZip('directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > zip.length) throw new BadZip('directory entry');
    const isUtf8 = (zip.readUInt16LE(at + 8) & 0x800) !== 0;
    const sizes = {
      uncompressed: zip.readUInt32LE(at + 24),
      compressed: zip.readUInt32LE(at + 20),
      localHeader: zip.readUInt32LE(at + 42),
    };
    readZip64Sizes(zip.subarray(nameEnd, nameEnd + extraLength), sizes);
    entries.push({
      name: zip.toString(isUtf8 ? 'utf8' : 'latin1', at + 46, nameEnd),
      method: zip.readUInt16LE(at + 10),
      compressedSize: sizes.compressed,
      localHeader: sizes.localHeader,
    });
    at = nameEnd + extraLength + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A zip64 extra field holds, in this order, each size or offset whose 32-bit field is 0xffffffff. */
function readZip64Sizes(extra: Buffer, sizes: { uncompressed: number; compressed: number; localHeader: number }) {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    for (const key of ['uncompressed', 'compressed', 'localHeader'] as const) {
      if (sizes[key] !== UNSET_32) continue;
      if (field + 8 > extra.length) throw new BadZip('zip64 extra field');
      sizes[key] = safeNumber(extra.readBigUInt64LE(field));
      field += 8;
    }
    return;
  }
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new BadZip('zip64 size');
  return Number(value);
}
