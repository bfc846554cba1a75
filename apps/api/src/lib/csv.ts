/** A cell that a spreadsheet would run as a formula gets a leading quote (OWASP CSV injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: text as is, objects as JSON, null as empty; quoted when it holds the separator, " CR or LF. */
export function csvField(value: unknown, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly unknown[], separator = ','): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}
