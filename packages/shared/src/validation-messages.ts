import type { z } from 'zod';

/**
 * The pt-PT reason of every kind of zod issue a schema of ours can raise, for the schemas that give no message of their
 * own: installed once on each side (`z.config({ customError: validationReason })`: the API's validation plugin, the
 * web's lib/zod-config.ts), so no person ever reads zod's English. A reason reads after its field's name: the API
 * answers `Valor inválido em <field>: <reason>` (apps/api/src/lib/errors.ts `invalidValue`).
 */
type Issue = z.core.$ZodRawIssue;

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/** 'a', 'a ou b', 'a, b ou c' */
function alternatives(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))));
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} ou ${shown.at(-1)}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'true ou false',
  object: 'um objeto',
  record: 'um objeto',
  array: 'uma lista',
  tuple: 'uma lista',
  set: 'uma lista',
  date: 'uma data',
  file: 'um ficheiro',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.expected === 'nonoptional') return 'é obrigatório';
  if (['undefined', 'never', 'void'].includes(issue.expected)) return 'não é aceite aqui';
  const name = TYPE_NAMES[issue.expected];
  return name ? `tem de ser ${name}` : 'tem um tipo inválido';
}

const UNITS: Record<string, [string, string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
  file: ['byte', 'bytes'],
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum: n, origin } = issue;
  const unit = UNITS[origin];
  if (unit) {
    if (issue.exact) return `tem de ter exatamente ${plural(n, ...unit)}`;
    if (Number(n) === 1 && issue.inclusive !== false) return 'não pode estar vazio';
    return issue.inclusive === false
      ? `tem de ter mais de ${plural(n, ...unit)}`
      : `tem de ter pelo menos ${plural(n, ...unit)}`;
  }
  return issue.inclusive === false ? `tem de ser maior que ${n}` : `tem de ser ${n} ou mais`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum: n, origin } = issue;
  const unit = UNITS[origin];
  if (unit) {
    if (issue.exact) return `tem de ter exatamente ${plural(n, ...unit)}`;
    return issue.inclusive === false
      ? `tem de ter menos de ${plural(n, ...unit)}`
      : `não pode ter mais de ${plural(n, ...unit)}`;
  }
  return issue.inclusive === false ? `tem de ser menor que ${n}` : `tem de ser ${n} ou menos`;
}

const FORMATS: Record<string, string> = {
  email: 'não é um endereço de email válido',
  date: 'não é uma data válida (aaaa-mm-dd)',
  datetime: 'não é uma data e hora válida (ISO 8601, por exemplo 2026-01-31T09:00:00Z)',
  time: 'não é uma hora válida (hh:mm)',
  url: 'não é um endereço válido',
  base64: 'não está codificado em base64',
  base64url: 'não está codificado em base64url',
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
  if (format === 'starts_with') return `tem de começar por "${text.prefix}"`;
  if (format === 'ends_with') return `tem de terminar em "${text.suffix}"`;
  if (format === 'includes') return `tem de conter "${text.includes}"`;
  if (IDENTIFIER_FORMATS.includes(format)) return 'não é um identificador válido';
  return FORMATS[format] ?? 'não tem o formato esperado';
}

function unrecognizedKeys(keys: readonly string[]): string {
  const quoted = keys.map((key) => `«${key}»`);
  return quoted.length === 1 ? `${quoted[0]} não é um campo aceite` : `${alternatives(quoted)} não são campos aceites`;
}

/** The pt-PT reason of one zod issue (zod's `customError`: a schema's own message still comes first). */
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
      return `tem de ser múltiplo de ${issue.divisor}`;
    case 'invalid_value':
      return `tem de ser ${alternatives(issue.values)}`;
    case 'unrecognized_keys':
      return unrecognizedKeys(issue.keys);
    case 'invalid_union':
      return 'não corresponde a nenhuma das formas aceites';
    case 'invalid_key':
      return 'tem uma chave inválida';
    case 'invalid_element':
      return 'tem um elemento inválido';
    default:
      return 'não é válido';
  }
}
