/**
 * Catalogues compiled ahead of time (ADR 043): each ICU message parsed once into Lingui's compiled form, so the
 * runtime only fills placeholders (the web build ships no parser: apps/web/build/catalogue-chunks.ts). Node only.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalogue } from './translate';

export type SourceCatalogue = Record<string, string>;

export function compileCatalogue(source: SourceCatalogue): CompiledCatalogue {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${id}: ${(error as Error).message}`);
    }
  }
  return compiled;
}
