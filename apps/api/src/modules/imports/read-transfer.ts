import { APPOINTMENT_KINDS, type Appointment, firstDayOf, lastDayOf } from '@congregacao/shared/appointments';
import {
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSION,
  type TransferPerson,
  type TransferReport,
  transferFileSchema,
} from '@congregacao/shared/contracts/transfers';
import { IMPORT_MAX_XLSX_UNPACKED_BYTES } from '@congregacao/shared/limits';
import { TRANSFER_MESSAGES as M } from '@congregacao/shared/transfer-messages';
import { badRequest } from '../../lib/errors';
import { type FormCard, looksLikePdf, readFillableS21 } from '../files/s21-form-read';
import { isXlsx } from './read-xlsx';
import { BadZip, unzipWithin, ZipTooLarge } from './read-zip';

/** A person a transfer brings, and the files they came from. */
export interface IncomingPerson extends TransferPerson {
  sources: string[];
}

const TRANSFER_JSON = 'transfer.json';
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** `../x`, `/x`, `C:\x` or a backslash: an entry that names a place outside the zip is refused whole. */
const isUnsafePath = (path: string) =>
  path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path) || path.split('/').includes('..');

const startsAsJson = (data: Uint8Array) => {
  const head = Buffer.from(data.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return head.trimStart().startsWith('{') && head.includes(TRANSFER_FORMAT);
};

function entryNames(data: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipWithin(data, 0, (name) => {
      names.push(name);
      return false;
    });
  } catch {
    return null;
  }
  return names;
}

/** A transfer file: a fillable S-21 PDF, transfer.json, or a zip of them (an .xlsx is a zip too, with its own parts). */
export function isTransferFile(data: Uint8Array): boolean {
  if (looksLikePdf(data) || startsAsJson(data)) return true;
  if (!isXlsx(data)) return false;
  const names = entryNames(data);
  return names !== null && !names.includes('[Content_Types].xml');
}

/** transfer.json, checked against the format (docs/transfer-format.md); a newer version is refused, never guessed. */
export function readTransferJson(data: Uint8Array, fileName: string): IncomingPerson[] {
  let json: unknown;
  try {
    json = JSON.parse(
      Buffer.from(data)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch {
    throw badRequest(M.badJson(fileName, 'JSON'));
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > TRANSFER_FORMAT_VERSION) {
    throw badRequest(M.futureVersion(version, TRANSFER_FORMAT_VERSION));
  }
  const parsed = transferFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(M.badJson(fileName, `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data.publishers.map((p) => ({ ...p, sources: [fileName] }));
}

const period = (month: number, year: number) => `${year}-${String(month + 1).padStart(2, '0')}`;

/**
 * The cards of one person (same name and birth date) as one: their months, and each appointment ticked from the first
 * service year that ticks it, running on when the latest card ticks it, else ending with the last that does.
 */
function personOfCards(cards: FormCard[]): IncomingPerson {
  const sorted = [...cards].sort((a, b) => a.serviceYear - b.serviceYear);
  const latest = sorted[sorted.length - 1]!;
  const appointments: Appointment[] = [];
  for (const kind of APPOINTMENT_KINDS) {
    const years = sorted.filter((c) => c.appointments.includes(kind)).map((c) => c.serviceYear);
    if (years.length === 0) continue;
    const last = years[years.length - 1]!;
    appointments.push({
      kind,
      startDate: firstDayOf(years[0]! - 1, 8),
      endDate: last === latest.serviceYear ? null : lastDayOf(last, 7),
    });
  }
  const months = new Map<string, TransferReport>();
  for (const card of sorted) {
    for (const m of card.months) {
      const { month, year, ...values } = m;
      months.set(period(month, year), { period: period(month, year), ...values });
    }
  }
  return {
    name: latest.name,
    displayName: null,
    birthDate: latest.birthDate,
    baptismDate: latest.baptismDate,
    gender: latest.gender,
    hope: latest.hope,
    role: null,
    appointments,
    reports: [...months.values()].sort((a, b) => a.period.localeCompare(b.period)),
    sources: sorted.map((c) => c.fileName),
  };
}

const personKey = (name: string, birthDate: string | null) => `${name.trim().toLowerCase()}|${birthDate ?? ''}`;

async function peopleOfPdfs(files: [string, Uint8Array][]): Promise<IncomingPerson[]> {
  const cards = await Promise.all(files.map(([name, data]) => readFillableS21(data, name)));
  const byPerson = new Map<string, FormCard[]>();
  for (const card of cards) {
    const key = personKey(card.name, card.birthDate);
    byPerson.set(key, [...(byPerson.get(key) ?? []), card]);
  }
  return [...byPerson.values()].map(personOfCards);
}

function unzipTransfer(data: Uint8Array): Record<string, Uint8Array> {
  try {
    return unzipWithin(data, IMPORT_MAX_XLSX_UNPACKED_BYTES, (name) => {
      if (isUnsafePath(name)) throw badRequest(M.badZipPath(name));
      return baseName(name) === TRANSFER_JSON || name.toLowerCase().endsWith('.pdf');
    });
  } catch (error) {
    if (error instanceof ZipTooLarge) throw badRequest(M.zipTooLarge(IMPORT_MAX_XLSX_UNPACKED_BYTES / 1024 / 1024));
    if (error instanceof BadZip) throw badRequest(M.badZip);
    throw error;
  }
}

/** The people a transfer file brings: transfer.json wins in a zip (it has every month and the appointments' dates). */
export async function readTransfer(data: Uint8Array, fileName: string): Promise<IncomingPerson[]> {
  if (looksLikePdf(data)) return peopleOfPdfs([[fileName, data]]);
  if (!isXlsx(data)) return readTransferJson(data, fileName);
  const entries = Object.entries(unzipTransfer(data));
  const json = entries.find(([name]) => baseName(name) === TRANSFER_JSON);
  if (json) return readTransferJson(json[1], json[0]);
  if (entries.length === 0) throw badRequest(M.emptyZip);
  return peopleOfPdfs(entries);
}
