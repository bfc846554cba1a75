import { z } from 'zod';
import { t } from '../i18n/translate';
import { said } from './common';

/** Contracts of reminders to publishers and their devices (issue 36, docs/decisions/041). */

/**
 * POST /monthlyactivityreports/{id}/reminders: how many publishers were reached by email and by push (a publisher
 * may be both), whom nobody could reach (to phone), and how many had already been reminded this month (not again).
 */
export const remindersResultSchema = z.object({
  emailed: z.int(),
  pushed: z.int(),
  unreachable: z.object({ publisherId: z.int(), name: z.string() }).array(),
  alreadyReminded: z.int(),
});
export type RemindersResult = z.infer<typeof remindersResultSchema>;

/** POST /me/push-subscriptions: the browser's PushSubscription (`toJSON()`); only an https endpoint. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/, ...said(() => t('reminders.httpsOnly')) }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionSchema = z.object({ id: z.int() });

/** GET /push/public-key: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
