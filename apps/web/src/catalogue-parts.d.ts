/** The catalogue parts of build/catalogue-chunks.ts (ADR 043). */
declare module 'virtual:catalogue-parts' {
  import type { CompiledCatalogue } from '@congregacao/shared/i18n/translate';
  export function load(locale: string, part: 'start' | 'app'): Promise<CompiledCatalogue>;
}
