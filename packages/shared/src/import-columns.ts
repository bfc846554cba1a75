import { GENDERS, HOPES } from './appointments';
import { PUBLISHER_ROLES, type PublisherRole } from './enums';
import { LOCALES } from './i18n/locales';
import { type MessageId, t, tIn } from './i18n/translate';
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
 * field is one entry here (and, for publishers, a field of the same key on the publisher). A file is written in the
 * language of the request and read in any of them (ADR 043): headers, yes/no, roles and choices.
 */
export type CellValue = string | number | boolean | null;
export type CellKind = 'text' | 'email' | 'date' | 'boolean' | 'integer' | 'role' | 'choice';

/** A 'choice' column's stored values, each labelled by the message `<namespace>.<value>` (gender, hope). */
export interface Choices {
  readonly values: readonly string[];
  readonly namespace: string;
}

export interface TemplateColumn<K extends string = string> {
  readonly key: K;
  /** the header in the file, in the language of the moment */
  readonly header: string;
  /** the header in every language: what an import recognises */
  readonly headers: readonly string[];
  readonly kind: CellKind;
  readonly required?: boolean;
  /** longest text, or largest integer */
  readonly max?: number;
  readonly choices?: Choices;
}

type ColumnExtra = Pick<TemplateColumn, 'required' | 'max' | 'choices'>;

const column = <K extends string>(table: 'publisher' | 'report', key: K, kind: CellKind, extra: ColumnExtra = {}) => {
  const id = `sheet.${table}.${key}` as MessageId;
  return {
    key,
    kind,
    ...extra,
    get header() {
      return t(id);
    },
    get headers() {
      return LOCALES.map((locale) => tIn(locale, id));
    },
  } as TemplateColumn<K>;
};
const publisher = <K extends string>(key: K, kind: CellKind, extra?: ColumnExtra) =>
  column('publisher', key, kind, extra);
const report = <K extends string>(key: K, kind: CellKind, extra?: ColumnExtra) => column('report', key, kind, extra);

/** One row per publisher: the fields of spec point 3 (as the publisher screen names them), group and household. */
export const PUBLISHER_COLUMNS = [
  publisher('name', 'text', { required: true, max: NAME_MAX }),
  publisher('displayName', 'text', { max: NAME_MAX }),
  publisher('birthDate', 'date'),
  publisher('baptismDate', 'date'),
  publisher('email', 'email', { max: EMAIL_MAX }),
  publisher('mobile', 'text', { max: PHONE_MAX }),
  publisher('homePhone', 'text', { max: PHONE_MAX }),
  publisher('address', 'text', { max: SHORT_TEXT_MAX }),
  publisher('postalCode', 'text', { max: POSTAL_CODE_MAX }),
  publisher('city', 'text', { max: CITY_MAX }),
  publisher('role', 'role'),
  publisher('gender', 'choice', { choices: { values: GENDERS, namespace: 'gender' } }),
  publisher('hope', 'choice', { choices: { values: HOPES, namespace: 'hope' } }),
  publisher('groupNumber', 'integer', { required: true, max: GROUP_NUMBER_MAX }),
  publisher('household', 'text', { max: HOUSEHOLD_NAME_MAX }),
  publisher('arrivalCongregation', 'date'),
  publisher('movingGroupDate', 'date'),
  publisher('reactivationDate', 'date'),
  publisher('rgpdDate', 'date'),
  publisher('deathDate', 'date'),
  publisher('exitCongregationDate', 'date'),
  publisher('regularPioneer', 'boolean'),
  publisher('isCurrentlyInactive', 'boolean'),
  publisher('isEnabled', 'boolean'),
] as const;

/** One row per publisher and month (month 1-12 as people write it). */
export const REPORT_COLUMNS = [
  report('name', 'text', { required: true, max: NAME_MAX }),
  report('birthDate', 'date'),
  report('month', 'integer', { required: true, max: 12 }),
  report('year', 'integer', { required: true, max: YEAR_MAX }),
  report('participatedInMinistry', 'boolean'),
  report('studies', 'integer', { max: COUNTER_MAX }),
  report('hours', 'integer', { max: COUNTER_MAX }),
  report('auxiliaryPioneer', 'boolean'),
  report('observations', 'text', { max: OBSERVATIONS_MAX }),
  report('creditHours', 'integer', { max: COUNTER_MAX }),
] as const;

export type PublisherColumnKey = (typeof PUBLISHER_COLUMNS)[number]['key'];
export type ReportColumnKey = (typeof REPORT_COLUMNS)[number]['key'];

/** How a file writes yes and no, in the language of the moment. */
export const yesNoText = (value: boolean) => t(value ? 'sheet.yes' : 'sheet.no');

/** A message in every language, folded: what an import recognises. */
const everyLanguage = (id: MessageId) => LOCALES.map((locale) => foldText(tIn(locale, id)));

/** Case and accents ignored, spaces collapsed: how headers, roles and names are compared. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Made on first use: the catalogues are loaded by then. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** A role by its key or its label in any language. */
const roleByText = once(
  () =>
    new Map<string, PublisherRole>(
      PUBLISHER_ROLES.flatMap((role) => [
        [foldText(role), role],
        ...everyLanguage(`publisherRole.${role}`).map((label): [string, PublisherRole] => [label, role]),
      ]),
    ),
);
/** Yes and no in any language (Sim, Yes, Sí…), their initials, true/false and 1/0. */
const booleanByText = once(
  () =>
    new Map<string, boolean>([
      ...everyLanguage('sheet.yes').map((text): [string, boolean] => [text, true]),
      ...everyLanguage('sheet.no').map((text): [string, boolean] => [text, false]),
      ['s', true],
      ['y', true],
      ['true', true],
      ['1', true],
      ['n', false],
      ['false', false],
      ['0', false],
    ]),
);
const choiceLabel = (choices: Choices, value: string) => t(`${choices.namespace}.${value}` as MessageId);

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
      const value = booleanByText().get(foldText(text));
      return value === undefined ? fail(IMPORT_MESSAGES.badBoolean) : ok(value);
    }
    case 'integer': {
      const n = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || (col.max !== undefined && n > col.max)) return fail(IMPORT_MESSAGES.badInteger);
      return ok(n);
    }
    case 'role': {
      const role = roleByText().get(foldText(text));
      return role ? ok(role) : fail(IMPORT_MESSAGES.badRole);
    }
    case 'choice': {
      const choices = col.choices ?? { values: [], namespace: '' };
      const folded = foldText(text);
      const found = choices.values.find(
        (value) =>
          foldText(value) === folded || everyLanguage(`${choices.namespace}.${value}` as MessageId).includes(folded),
      );
      return found
        ? ok(found)
        : fail(IMPORT_MESSAGES.badChoice(choices.values.map((value) => choiceLabel(choices, value))));
    }
  }
}

/** A value as the file writes it (the inverse of parseCell): dates yyyy-mm-dd, Sim/Não, role labels. */
export function formatCell(col: TemplateColumn, value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (col.kind === 'boolean') return yesNoText(Boolean(value));
  if (col.kind === 'role')
    return (PUBLISHER_ROLES as readonly unknown[]).includes(value)
      ? t(`publisherRole.${value as PublisherRole}`)
      : String(value);
  if (col.kind === 'choice' && col.choices?.values.includes(String(value)))
    return choiceLabel(col.choices, String(value));
  return String(value);
}
