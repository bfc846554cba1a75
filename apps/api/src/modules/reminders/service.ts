import type { RemindersResult } from '@congregacao/shared/contracts/reminders';
import { isLocale, type Locale } from '@congregacao/shared/i18n/locales';
import { currentLocale, t } from '@congregacao/shared/i18n/translate';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { monthName } from '@congregacao/shared/service-year';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { inLocale } from '../../lib/language';
import type { Mailer } from '../../lib/mailer';
import type { PushSender } from '../../lib/web-push';
import { getActivity } from '../activities/repository';
import { activityClosed, type ReportScope } from '../reports/scope';
import {
  claimReminders,
  deleteSubscriptions,
  type ReminderRecipient,
  releaseReminders,
  subscriptionsOf,
  unansweredRecipients,
} from './repository';

/** Mails and notifications in flight at once: 200 publishers within the bench's 2 s on a loopback. */
const AT_ONCE = 16;

export interface ReminderChannels {
  mailer: Mailer;
  push: PushSender;
  canEmail: boolean;
  origin: string;
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

// in the person's language (ADR 043); one who never chose reads the sender's
const languageOf = (recipient: ReminderRecipient): Locale =>
  (isLocale(recipient.language) ? recipient.language : currentLocale()) as Locale;

/**
 * POST /monthlyactivityreports/{id}/reminders (and REMINDER_DAY): reminds every publisher of the month in scope who
 * reports from their phone and has not answered, by email when SMTP is set and by Web Push to the devices of their
 * account and their delegate's. At most once per publisher per month: each is marked before anything is sent (so two
 * reminders at once never send twice), and the mark is given back when nobody could be reached. A device the push
 * service reports gone is forgotten.
 */
export async function remindPublishers(
  db: Database,
  channels: ReminderChannels,
  actor: Actor,
  activityId: number,
  scope: ReportScope,
): Promise<RemindersResult> {
  const activity = await getActivity(db, activityId);
  if (activity.status !== 'Open') throw activityClosed();
  const recipients = await unansweredRecipients(db, activityId, scope);
  const publisherIds = [...new Set(recipients.map((r) => r.publisherId))];
  const claimed = await claimReminders(db, activityId, publisherIds);
  const due = recipients.filter((r) => claimed.has(r.publisherId));
  const emailed = new Set<number>();
  const pushed = new Set<number>();
  const gone: number[] = [];
  const url = `${channels.origin}/meu-relatorio`;
  const month = { month: monthName(activity.month), year: activity.year };

  const mails = channels.canEmail ? due.filter((r) => r.email) : [];
  const devices = await subscriptionsOf(db, [...new Set(due.map((r) => r.userId))]);
  const pushes = due.flatMap((r) => devices.filter((d) => d.userId === r.userId).map((device) => ({ r, device })));
  await Promise.all([
    inParallel(mails, async (r) => {
      const mail = inLocale(languageOf(r), () => ({
        to: r.email as string,
        subject: t('reminders.emailSubject', month),
        text: t('reminders.emailText', { name: r.userName, url, ...month }),
      }));
      await channels.mailer.send(mail).then(
        () => emailed.add(r.publisherId),
        () => undefined,
      );
    }),
    inParallel(pushes, async ({ r, device }) => {
      const payload = inLocale(languageOf(r), () =>
        JSON.stringify({ title: t('reminders.pushTitle', month), body: t('reminders.pushBody', month), url }),
      );
      const outcome = await channels.push.send(device, payload);
      if (outcome === 'delivered') pushed.add(r.publisherId);
      if (outcome === 'gone') gone.push(device.id);
    }),
  ]);

  const unreachable = [...claimed].filter((id) => !emailed.has(id) && !pushed.has(id));
  const nameOf = new Map(recipients.map((r) => [r.publisherId, publisherLabel(r)]));
  await db.transaction(async (tx) => {
    await releaseReminders(tx, activityId, unreachable);
    await deleteSubscriptions(tx, [...new Set(gone)]);
    await recordAudit(tx, actor, {
      eventType: 'DATA_EXPORT',
      description: `Lembretes do relatório de ${month.month} de ${month.year} enviados a publicadores`,
      resource: 'report_reminders',
      resourceId: activityId,
      details: {
        emailed: emailed.size,
        pushed: pushed.size,
        unreachable: unreachable.length,
        devicesGone: gone.length,
      },
      subjects: { publisherIds: [...claimed] },
    });
  });
  return {
    emailed: emailed.size,
    pushed: pushed.size,
    unreachable: unreachable.map((publisherId) => ({ publisherId, name: nameOf.get(publisherId) ?? '' })),
    alreadyReminded: publisherIds.length - claimed.size,
  };
}
