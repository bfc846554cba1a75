type Values = Record<string, unknown> | null;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The change summary of an entry: each field whose old and new values differ, in the order they first
 * appear (old values first). A field present on one side only counts as changed (to or from "missing").
 */
export function changedFields(oldValues: Values, newValues: Values): FieldChange[] {
  const before = oldValues ?? {};
  const after = newValues ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value as the summary shows it: text as is, missing as '—', anything else as compact JSON. */
export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
