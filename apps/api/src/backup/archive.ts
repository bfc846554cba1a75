import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';

/**
 * The archive: gzip'd JSON lines. Line 1 is the header; then every row of every table, tables in foreign-key
 * order, each line `{"table":"<name>","row":<the row as PostgreSQL's row_to_json wrote it>}`. The row text is
 * copied verbatim in both directions (never parsed into JavaScript numbers), so values round-trip exactly.
 */
export const ARCHIVE_FORMAT = 'congregacao-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

export const archiveHeaderSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.int().positive(),
  /** Number of applied migrations of the database the archive came from. */
  schemaVersion: z.int().nonnegative(),
  schemaTag: z.string().nullable(),
  createdAt: z.string(),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string()), rows: z.int().min(0) })),
  /** Sequence positions at backup time (ids of deleted rows are not handed out again after a restore). */
  sequences: z.array(
    z.object({ table: z.string(), column: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
});
export type ArchiveHeader = z.infer<typeof archiveHeaderSchema>;

/** Refusals and damaged archives: the message is meant for the person running the command. */
export class BackupError extends Error {}

export function rowLine(table: string, rowJson: string): string {
  return `{"table":${JSON.stringify(table)},"row":${rowJson}}\n`;
}

/** The table and verbatim row JSON of a row line, or null when the line is not one. */
export function parseRowLine(line: string): { table: string; rowJson: string } | null {
  const match = /^\{"table":"([A-Za-z0-9_]+)","row":(\{.*\})\}$/s.exec(line);
  return match ? { table: match[1]!, rowJson: match[2]! } : null;
}

export function parseHeader(line: string | undefined, file: string): ArchiveHeader {
  let json: unknown;
  try {
    json = JSON.parse(line ?? '');
  } catch {
    throw new BackupError(`${file} is not a Congregação backup (no header line).`);
  }
  const parsed = archiveHeaderSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown } | null)?.format;
    if (format !== ARCHIVE_FORMAT) throw new BackupError(`${file} is not a Congregação backup.`);
    throw new BackupError(`${file} has a damaged header: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
  }
  if (parsed.data.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new BackupError(
      `${file} uses archive format ${parsed.data.formatVersion}; this version of Congregação reads up to ${ARCHIVE_FORMAT_VERSION}. Upgrade the application first.`,
    );
  }
  return parsed.data;
}

/** The lines of a gzip'd archive, one at a time; a truncated or corrupt file ends in a BackupError. */
export async function* readArchiveLines(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const input = createGunzip();
  raw.on('error', (error) => input.destroy(error));
  raw.pipe(input);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`File not found: ${file}`);
    if (code?.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new BackupError(`${file} is damaged or not a gzip'd Congregação backup (${code}).`);
    }
    throw error;
  } finally {
    lines.close();
    raw.destroy();
    input.destroy();
  }
}

/** Only the header of an archive. */
export async function readArchiveHeader(file: string): Promise<ArchiveHeader> {
  for await (const line of readArchiveLines(file)) return parseHeader(line, file);
  return parseHeader(undefined, file);
}
