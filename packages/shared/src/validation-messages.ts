import type { z } from 'zod';
import { type MessageId, t } from './i18n/translate';

/**
 * The reason of every kind of zod issue a schema of ours can raise, for the schemas that give no message of their
 * own, in the language of the moment (catalogue namespace `validation`, ADR 043): installed once on each side
 * (`z.config({ customError: validationReason })`: the API's validation plugin, the web's lib/zod-config.ts), so no
 * person ever reads zod's English by accident. A reason reads after its field's name: the API answers
 * `Valor inválido em <field>: <reason>` (apps/api/src/lib/errors.ts `invalidValue`).
 */
type Issue = z.core.$ZodRawIssue;

/** 'a', 'a ou b', 'a, b ou c' */
function alternatives(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))));
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')}${t('validation.or')}${shown.at(-1)}`;
}

const TYPE_NAMES: Record<string, MessageId> = {
  string: 'validation.type.string',
  number: 'validation.type.number',
  int: 'validation.type.int',
  bigint: 'validation.type.int',
  boolean: 'validation.type.boolean',
  object: 'validation.type.object',
  record: 'validation.type.object',
  array: 'validation.type.array',
  tuple: 'validation.type.array',
  set: 'validation.type.array',
  date: 'validation.type.date',
  file: 'validation.type.file',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.expected === 'nonoptional') return t('validation.required');
  if (['undefined', 'never', 'void'].includes(issue.expected)) return t('validation.notAccepted');
  const name = TYPE_NAMES[issue.expected];
  return name ? t('validation.mustBe', { what: t(name) }) : t('validation.invalidType');
}

/** "3 caracteres", "1 elemento": a count in the unit of what was measured, or null for a number. */
const UNITS: Record<string, MessageId> = {
  string: 'validation.count.string',
  array: 'validation.count.array',
  set: 'validation.count.array',
  file: 'validation.count.file',
};
const counted = (origin: string, n: number | bigint) => {
  const unit = UNITS[origin];
  return unit ? t(unit, { n: Number(n) }) : null;
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum: n, origin } = issue;
  const count = counted(origin, n);
  if (count !== null) {
    if (issue.exact) return t('validation.exactly', { count });
    if (Number(n) === 1 && issue.inclusive !== false) return t('validation.notEmpty');
    return t(issue.inclusive === false ? 'validation.moreThan' : 'validation.atLeast', { count });
  }
  return t(issue.inclusive === false ? 'validation.greaterThan' : 'validation.minimum', { n: String(n) });
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum: n, origin } = issue;
  const count = counted(origin, n);
  if (count !== null) {
    if (issue.exact) return t('validation.exactly', { count });
    return t(issue.inclusive === false ? 'validation.fewerThan' : 'validation.atMost', { count });
  }
  return t(issue.inclusive === false ? 'validation.lessThan' : 'validation.maximum', { n: String(n) });
}

const FORMATS: Record<string, MessageId> = {
  email: 'validation.format.email',
  date: 'validation.format.date',
  datetime: 'validation.format.datetime',
  time: 'validation.format.time',
  url: 'validation.format.url',
  base64: 'validation.format.base64',
  base64url: 'validation.format.base64url',
};
const IDENTIFIER_FORMATS = [
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'nanoid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
];

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const { format } = issue as { format: string; prefix?: string; suffix?: string; includes?: string };
  const text = issue as { prefix?: string; suffix?: string; includes?: string };
  if (format === 'starts_with') return t('validation.startsWith', { prefix: text.prefix });
  if (format === 'ends_with') return t('validation.endsWith', { suffix: text.suffix });
  if (format === 'includes') return t('validation.includes', { includes: text.includes });
  if (IDENTIFIER_FORMATS.includes(format)) return t('validation.notIdentifier');
  const known = FORMATS[format];
  return known ? t(known) : t('validation.unexpectedFormat');
}

function unrecognizedKeys(keys: readonly string[]): string {
  const quoted = keys.map((key) => `«${key}»`);
  return quoted.length === 1
    ? t('validation.unknownField', { field: quoted[0] })
    : t('validation.unknownFields', { fields: alternatives(quoted) });
}

/** The reason of one zod issue (zod's `customError`: a schema's own message still comes first). */
export function validationReason(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return t('validation.notMultipleOf', { divisor: String(issue.divisor) });
    case 'invalid_value':
      return t('validation.mustBe', { what: alternatives(issue.values) });
    case 'unrecognized_keys':
      return unrecognizedKeys(issue.keys);
    case 'invalid_union':
      return t('validation.noUnionMatch');
    case 'invalid_key':
      return t('validation.invalidKey');
    case 'invalid_element':
      return t('validation.invalidElement');
    default:
      return t('validation.invalid');
  }
}
