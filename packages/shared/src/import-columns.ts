import { GENDER_LABELS, HOPE_LABELS } from './appointments';
import { PUBLISHER_ROLE_LABELS, PUBLISHER_ROLES, type PublisherRole } from './enums';
import { IMPORT_MESSAGES } from './import-messages';
import {
  CITY_MAX,
  COUNTER_MAX,
  DATE_YEAR_MIN,
  EMAIL_MAX,
  GROUP_NUMBER_MAX,
  HOUSEHOLD_NAME_MAX,
  NAME_MAX,
  OBSERVATIONS_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  SHORT_TEXT_MAX,
  YEAR_MAX,
} from './limits';

/**
 * The columns of the import templates and of the exports (issue 24): one list for publishers, one for report history.
 * Import, export and the template files all read these lists, so an export imported again changes nothing; adding a
 * field is one entry here (and, for publishers, a field of the same key on the publisher).
 */
export type CellValue = string | number | boolean | null;
export type CellKind = 'text' | 'email' | 'date' | 'boolean' | 'integer' | 'role' | 'choice';

export interface TemplateColumn<K extends string = string> {
  readonly key: K;
  /** the pt-PT header in the file */
  readonly header: string;
  readonly kind: CellKind;
  readonly required?: boolean;
  /** longest text, or largest integer */
  readonly max?: number;
  /** a 'choice' column's stored values and the labels the file shows */
  readonly choices?: Readonly<Record<string, string>>;
}

const column = <K extends string>(key: K, header: string, kind: CellKind, extra: Partial<TemplateColumn> = {}) =>
  ({ key, header, kind, ...extra }) as TemplateColumn<K>;

/** One row per publisher: the fields of spec point 3 (as the publisher screen names them), group and household. */
export const PUBLISHER_COLUMNS = [
  column('name', 'Nome Completo', 'text', { required: true, max: NAME_MAX }),
  column('displayName', 'Nome Preferido', 'text', { max: NAME_MAX }),
  column('birthDate', 'Data de Nascimento', 'date'),
  column('baptismDate', 'Data de Batismo', 'date'),
  column('email', 'Email', 'email', { max: EMAIL_MAX }),
  column('mobile', 'Telemóvel', 'text', { max: PHONE_MAX }),
  column('homePhone', 'Telefone de Casa', 'text', { max: PHONE_MAX }),
  column('address', 'Morada', 'text', { max: SHORT_TEXT_MAX }),
  column('postalCode', 'Código Postal', 'text', { max: POSTAL_CODE_MAX }),
  column('city', 'Cidade', 'text', { max: CITY_MAX }),
  column('role', 'Função', 'role'),
  column('gender', 'Sexo', 'choice', { choices: GENDER_LABELS }),
  column('hope', 'Esperança', 'choice', { choices: HOPE_LABELS }),
  column('groupNumber', 'Grupo', 'integer', { required: true, max: GROUP_NUMBER_MAX }),
  column('household', 'Agregado Familiar', 'text', { max: HOUSEHOLD_NAME_MAX }),
  column('arrivalCongregation', 'Chegada à Congregação', 'date'),
  column('movingGroupDate', 'Mudança de Grupo', 'date'),
  column('reactivationDate', 'Data de Reativação', 'date'),
  column('rgpdDate', 'Data RGPD', 'date'),
  column('deathDate', 'Data de Falecimento', 'date'),
  column('exitCongregationDate', 'Saída da Congregação', 'date'),
  column('regularPioneer', 'Pioneiro Regular', 'boolean'),
  column('isCurrentlyInactive', 'Inativo', 'boolean'),
  column('isEnabled', 'Visível', 'boolean'),
] as const;

/** One row per publisher and month (month 1-12 as people write it). */
export const REPORT_COLUMNS = [
  column('name', 'Nome Completo', 'text', { required: true, max: NAME_MAX }),
  column('birthDate', 'Data de Nascimento', 'date'),
  column('month', 'Mês', 'integer', { required: true, max: 12 }),
  column('year', 'Ano', 'integer', { required: true, max: YEAR_MAX }),
  column('participatedInMinistry', 'Participou no Ministério', 'boolean'),
  column('studies', 'Estudos Bíblicos', 'integer', { max: COUNTER_MAX }),
  column('hours', 'Horas', 'integer', { max: COUNTER_MAX }),
  column('auxiliaryPioneer', 'Pioneiro Auxiliar', 'boolean'),
  column('observations', 'Observações', 'text', { max: OBSERVATIONS_MAX }),
] as const;

export type PublisherColumnKey = (typeof PUBLISHER_COLUMNS)[number]['key'];
export type ReportColumnKey = (typeof REPORT_COLUMNS)[number]['key'];

export const YES = 'Sim';
export const NO = 'Não';

/** Case and accents ignored, spaces collapsed: how headers, roles and names are compared. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

const ROLE_BY_TEXT = new Map<string, PublisherRole>(
  PUBLISHER_ROLES.flatMap((role) => [
    [foldText(role), role],
    [foldText(PUBLISHER_ROLE_LABELS[role]), role],
  ]),
);
const BOOLEAN_BY_TEXT = new Map<string, boolean>([
  ['sim', true],
  ['s', true],
  ['true', true],
  ['1', true],
  ['nao', false],
  ['n', false],
  ['false', false],
  ['0', false],
]);

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** yyyy-mm-dd or dd/mm/yyyy (also dd-mm-yyyy, dd.mm.yyyy): a real day of 1900-2100, as yyyy-mm-dd; else null. */
export function parseDateText(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const pt = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : pt
      ? [Number(pt[3]), Number(pt[2]), Number(pt[1])]
      : [0, 0, 0];
  if (year < DATE_YEAR_MIN || year > YEAR_MAX || !isRealDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A text that a spreadsheet would run as a formula got a leading quote on export (csv writer): taken off here. */
const ESCAPED_FORMULA = /^'[=+\-@]/;

export type CellResult = { ok: true; value: CellValue } | { ok: false; message: string };

const ok = (value: CellValue): CellResult => ({ ok: true, value });
const fail = (message: string): CellResult => ({ ok: false, message });
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One cell of a file as the column's value: empty means none (false for yes/no columns, Publicador for roles). */
export function parseCell(col: TemplateColumn, raw: string): CellResult {
  let text = raw.trim();
  if (ESCAPED_FORMULA.test(text)) text = text.slice(1);
  if (text === '') {
    if (col.required) return fail(IMPORT_MESSAGES.required);
    return ok(col.kind === 'boolean' ? false : col.kind === 'role' ? 'Publisher' : null);
  }
  switch (col.kind) {
    case 'text':
    case 'email':
      if (col.max && text.length > col.max) return fail(IMPORT_MESSAGES.tooLong(col.max));
      if (col.kind === 'email' && !EMAIL_PATTERN.test(text)) return fail(IMPORT_MESSAGES.badEmail);
      return ok(text);
    case 'date': {
      const date = parseDateText(text);
      return date ? ok(date) : fail(IMPORT_MESSAGES.badDate);
    }
    case 'boolean': {
      const value = BOOLEAN_BY_TEXT.get(foldText(text));
      return value === undefined ? fail(IMPORT_MESSAGES.badBoolean) : ok(value);
    }
    case 'integer': {
      const n = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || (col.max !== undefined && n > col.max)) return fail(IMPORT_MESSAGES.badInteger);
      return ok(n);
    }
    case 'role': {
      const role = ROLE_BY_TEXT.get(foldText(text));
      return role ? ok(role) : fail(IMPORT_MESSAGES.badRole);
    }
    case 'choice': {
      const choices = Object.entries(col.choices ?? {});
      const found = choices.find(
        ([key, label]) => foldText(key) === foldText(text) || foldText(label) === foldText(text),
      );
      return found ? ok(found[0]) : fail(IMPORT_MESSAGES.badChoice(choices.map(([, label]) => label)));
    }
  }
}

/** A value as the file writes it (the inverse of parseCell): dates yyyy-mm-dd, Sim/Não, role labels. */
export function formatCell(col: TemplateColumn, value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (col.kind === 'boolean') return value ? YES : NO;
  if (col.kind === 'role') return PUBLISHER_ROLE_LABELS[value as PublisherRole] ?? String(value);
  if (col.kind === 'choice') return col.choices?.[String(value)] ?? String(value);
  return String(value);
}
