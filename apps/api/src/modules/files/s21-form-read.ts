import { APPOINTMENT_KINDS, type AppointmentKind } from '@congregacao/shared/appointments';
import { monthsOfServiceYear } from '@congregacao/shared/service-year';
import { TRANSFER_MESSAGES as M } from '@congregacao/shared/transfer-messages';
import {
  type PDFDocument as Doc,
  EncryptedPDFError,
  ParseSpeeds,
  PDFCheckBox,
  PDFDocument,
  type PDFForm,
  PDFTextField,
} from 'pdf-lib';
import { badRequest } from '../../lib/errors';
import { APPOINTMENT_BOXES, GENDER_BOXES, HOPE_BOXES, monthFields, S21_FIELDS } from './s21-form-fields';

/** A month as the card holds it; month 0-11. */
export interface FormMonth {
  month: number;
  year: number;
  participatedInMinistry: boolean;
  studies: number | null;
  auxiliaryPioneer: boolean;
  hours: number | null;
  observations: string;
}

/** One fillable S-21: the person, the appointments ticked, the months that have anything written. */
export interface FormCard {
  fileName: string;
  serviceYear: number;
  name: string;
  birthDate: string | null;
  baptismDate: string | null;
  gender: 'Male' | 'Female' | null;
  hope: 'OtherSheep' | 'Anointed' | null;
  appointments: AppointmentKind[];
  months: FormMonth[];
}

const isPdf = (data: Uint8Array) => Buffer.from(data.subarray(0, 1024)).includes('%PDF-');
export const looksLikePdf = isPdf;

/** A date as people write it: dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy or yyyy-mm-dd; undefined when it is none of them. */
export function readWrittenDate(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d) return undefined;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined;
}

/** "2024", "2023-2024", "2023/2024" or "2023/24": the service year (the year it ends). */
function readServiceYear(text: string): number | undefined {
  const match = /^(\d{4})(?:\s*[/-]\s*(\d{4}|\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const first = Number(match[1]);
  if (!match[2]) return first >= 2000 && first <= 2100 ? first : undefined;
  const second = match[2].length === 2 ? Math.floor(first / 100) * 100 + Number(match[2]) : Number(match[2]);
  return second === first + 1 && second <= 2100 ? second : undefined;
}

async function loadForm(data: Uint8Array, fileName: string): Promise<PDFForm> {
  if (!isPdf(data)) throw badRequest(M.noForm(fileName));
  // a file cut short loses its trailer: pdf-lib would read what is left and miss months without a word
  if (!Buffer.from(data.subarray(Math.max(0, data.length - 1024))).includes('%%EOF')) {
    throw badRequest(M.truncated(fileName));
  }
  let doc: Doc;
  try {
    // parsed in one go: pdf-lib's default yields to the event loop every 100 objects
    doc = await PDFDocument.load(data, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw badRequest(M.encrypted(fileName));
    throw badRequest(M.truncated(fileName));
  }
  const form = doc.getForm();
  if (!form.getFields().some((f) => f.getName() === S21_FIELDS.name)) throw badRequest(M.noForm(fileName));
  return form;
}

/** Reads a fillable S-21: every field the card has is read, and one that cannot be is a 400 naming it and the file. */
export async function readFillableS21(data: Uint8Array, fileName: string): Promise<FormCard> {
  const form = await loadForm(data, fileName);
  const fields = new Map(form.getFields().map((f) => [f.getName(), f]));
  const bad = (field: string, value: string) =>
    badRequest(M.badField(field, fileName, value), { field, file: fileName });
  const text = (name: string): string => {
    const field = fields.get(name);
    if (field === undefined) return '';
    if (!(field instanceof PDFTextField)) throw bad(name, '');
    return (field.getText() ?? '').trim();
  };
  const checked = (name: string): boolean => {
    const field = fields.get(name);
    if (field === undefined) return false;
    if (!(field instanceof PDFCheckBox)) throw bad(name, '');
    return field.isChecked();
  };
  const date = (name: string) => {
    const value = readWrittenDate(text(name));
    if (value === undefined) throw bad(name, text(name));
    return value;
  };
  const count = (name: string): number | null => {
    const value = text(name);
    if (value === '') return null;
    // a whole number, also as a spreadsheet-minded form writes it ("12,0"); a fraction is never rounded
    const whole = /^(\d{1,4})(?:[.,]0+)?$/.exec(value);
    if (!whole) throw bad(name, value);
    return Number(whole[1]);
  };
  /** One of two boxes, or none; both ticked cannot be read. */
  const oneOf = <K extends string>(boxes: Record<K, string>): K | null => {
    const ticked = (Object.keys(boxes) as K[]).filter((k) => checked(boxes[k]));
    if (ticked.length > 1) {
      const [first, second] = ticked.map((k) => boxes[k]);
      throw badRequest(M.bothChecked(first!, second!, fileName), { field: first, file: fileName });
    }
    return ticked[0] ?? null;
  };

  const name = text(S21_FIELDS.name);
  if (name === '') throw bad(S21_FIELDS.name, '');
  const serviceYear = readServiceYear(text(S21_FIELDS.serviceYear));
  if (serviceYear === undefined) throw bad(S21_FIELDS.serviceYear, text(S21_FIELDS.serviceYear));
  const months: FormMonth[] = [];
  monthsOfServiceYear(serviceYear).forEach(({ month, year }, i) => {
    const f = monthFields(i);
    const row = {
      month,
      year,
      participatedInMinistry: checked(f.participated),
      studies: count(f.studies),
      auxiliaryPioneer: checked(f.auxiliary),
      hours: count(f.hours),
      observations: text(f.remarks),
    };
    const isEmpty =
      !row.participatedInMinistry &&
      !row.auxiliaryPioneer &&
      row.studies === null &&
      row.hours === null &&
      !row.observations;
    if (!isEmpty) months.push(row);
  });
  return {
    fileName,
    serviceYear,
    name,
    birthDate: date(S21_FIELDS.birthDate),
    baptismDate: date(S21_FIELDS.baptismDate),
    gender: oneOf(GENDER_BOXES),
    hope: oneOf(HOPE_BOXES),
    appointments: APPOINTMENT_KINDS.filter((k) => checked(APPOINTMENT_BOXES[k])),
    months,
  };
}
