import { CONGREGATION_TIME_ZONE, todayIn } from '@congregacao/shared/attendance-rules';
import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  remindersResultSchema,
} from '@congregacao/shared/contracts/reminders';
import { t } from '@congregacao/shared/i18n/translate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SYSTEM_ACTOR, signedIn } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../reports/scope';
import { deleteOwnSubscription, findOpenActivityId, upsertSubscription } from './repository';
import { type ReminderChannels, remindPublishers } from './service';

const tags = ['self-reporting: reminders'];
const self = { operation: 'session.self' } as const;
const HOUR_MS = 60 * 60_000;

/** Reminders to publishers, by email and Web Push, and the devices that allowed them (issue 36, ADR 041). */
export default async function remindersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const channels: ReminderChannels = {
    mailer: app.mailer,
    push: app.push,
    canEmail: Boolean(app.config.SMTP_URL),
    origin: app.config.publicOrigin,
  };

  r.post(
    '/monthlyactivityreports/:id/reminders',
    {
      config: { operation: 'reports.remindPublishers' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: remindersResultSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const actor = signedIn(request.actor);
      return remindPublishers(app.db, channels, actor, request.params.id, scopeOf(actor.user));
    },
  );

  r.get('/push/public-key', { config: self, schema: { tags, response: { 200: pushPublicKeySchema } } }, async () => ({
    publicKey: await app.push.publicKey(),
  }));

  r.post(
    '/me/push-subscriptions',
    {
      config: self,
      schema: { tags, body: pushSubscriptionBodySchema, response: { 201: pushSubscriptionSchema, 400: errorSchema } },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const id = await upsertSubscription(app.db, signedIn(request.actor).user.id, { endpoint, ...keys });
      return reply.code(201).send({ id });
    },
  );

  r.delete(
    '/me/push-subscriptions/:id',
    { config: self, schema: { tags, params: idParamsSchema, response: { 200: okSchema, 404: errorSchema } } },
    async (request) => {
      const isDeleted = await deleteOwnSubscription(app.db, signedIn(request.actor).user.id, request.params.id);
      if (!isDeleted) throw notFound(t('reminders.subscriptionNotFound'));
      return { ok: true as const };
    },
  );

  // REMINDER_DAY: from that day of the month on, an hourly look at the open month; each publisher still reminded once
  const reminderDay = app.config.REMINDER_DAY;
  if (reminderDay !== undefined) {
    let timer: NodeJS.Timeout | undefined;
    const check = async () => {
      const day = Number(todayIn(CONGREGATION_TIME_ZONE).slice(8, 10));
      const activityId = day >= reminderDay ? await findOpenActivityId(app.db) : null;
      if (activityId !== null) await remindPublishers(app.db, channels, SYSTEM_ACTOR, activityId, { kind: 'all' });
    };
    const run = () =>
      void check().catch((error: unknown) => app.log.error({ err: error }, 'automatic reminders failed'));
    app.addHook('onReady', async () => {
      timer = setInterval(run, HOUR_MS);
      timer.unref();
      run();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
