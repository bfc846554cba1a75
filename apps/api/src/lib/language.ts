/**
 * The language the API answers in (ADR 043): the request's user's choice (`users.language`), else the best match of
 * the request's Accept-Language, else pt-PT. Every message read while a request is handled — a refusal, an email to
 * the caller, a PDF — is read in it: the language plugin runs the request in an async context whose language the
 * shared translation runtime asks for. Work for someone else (an email to a group overseer) names its language
 * with `inLocale`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { acceptedLanguages, type Locale, negotiateLocale } from '@congregacao/shared/i18n/locales';
import { setLocaleSource } from '@congregacao/shared/i18n/translate';
import type { FastifyRequest } from 'fastify';
// every catalogue, compiled and loaded once at start
import '@congregacao/shared/i18n/all-catalogues';

const context = new AsyncLocalStorage<() => Locale>();
setLocaleSource(() => context.getStore()?.());

/** The language of a request: its user's choice, else its Accept-Language, else pt-PT. */
export function requestLocale(request: FastifyRequest): Locale {
  return request.actor?.user?.language ?? negotiateLocale(acceptedLanguages(request.headers['accept-language']));
}

/** Runs the rest of a request in its language (read when a message is, so the session loaded later counts). */
export function runInRequestLocale(request: FastifyRequest, next: () => void): void {
  context.run(() => requestLocale(request), next);
}

/** Runs `work` with its messages in `locale` (an email to another person, in that person's language). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return context.run(() => locale, work);
}
