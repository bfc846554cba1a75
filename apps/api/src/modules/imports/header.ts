import { foldText, type TemplateColumn } from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { badRequest } from '../../lib/errors';

/** Where each template column is in the file (columns absent from the file are not applied). */
export interface HeaderMap<C extends TemplateColumn> {
  present: { column: C; index: number }[];
  /** headers the template does not know: shown in the preview, their cells ignored */
  ignored: string[];
}

/** Reads the header row: headers compared ignoring case and accents; the required columns must be there. */
export function mapHeader<C extends TemplateColumn>(columns: readonly C[], header: string[]): HeaderMap<C> {
  const indexByHeader = new Map(header.map((text, index) => [foldText(text), index]));
  const present: HeaderMap<C>['present'] = [];
  const missing: string[] = [];
  for (const column of columns) {
    const index = indexByHeader.get(foldText(column.header));
    if (index !== undefined) present.push({ column, index });
    else if (column.required) missing.push(column.header);
  }
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingColumns(missing));
  const known = new Set(columns.map((c) => foldText(c.header)));
  const ignored = header.filter((text) => text.trim() !== '' && !known.has(foldText(text)));
  return { present, ignored };
}
