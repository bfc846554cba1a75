/** The catalogue parts of build/catalogue-parts.ts (ADR 043): each message a string or a function of its values. */
declare module 'virtual:catalogue-parts' {
  export type WebMessage = string | ((values: Record<string, unknown>, locale: string) => string);
  export function load(locale: string, part: 'start' | 'app'): Promise<Record<string, WebMessage>>;
}
