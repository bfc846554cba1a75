/**
 * Reporting for the family (issue 36, docs/decisions/041): texts of the reporting delegate, shared by the server's
 * refusals and the screens (catalogue namespace `delegate`, ADR 043). Free of zod.
 */
import { messages, TEXT } from './i18n/messages';

export const DELEGATE_MESSAGES = messages('delegate', {
  notSelf: TEXT,
  delegateNotFound: (id: number) => ({ id }),
  delegateHasNoAccount: (id: number) => ({ id }),
  notYours: TEXT,
  notOpenMonth: TEXT,
  otherMonth: TEXT,
  sentByAt: (name: string, date: string) => ({ name, date }),
  alreadySent: TEXT,
  sentBy: (name: string) => ({ name }),
});
