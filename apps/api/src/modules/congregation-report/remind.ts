import { CONGREGATION_TIME_ZONE, todayIn } from '@congregacao/shared/attendance-rules';
import { CONGREGATION_REPORT_MESSAGES as M } from '@congregacao/shared/contracts/congregation-report';
import { isLocale, type Locale } from '@congregacao/shared/i18n/locales';
import { currentLocale, t } from '@congregacao/shared/i18n/translate';
import { monthName } from '@congregacao/shared/service-year';
import type { Database } from '../../db/client';
import { missingReportReminders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors';
import { inLocale } from '../../lib/language';
import type { Mailer } from '../../lib/mailer';
import { getActivity } from '../activities/repository';
import { getMissingReports } from './missing';
import { listOverseers } from './repository';

/**
 * 'Lembrar superintendente': emails the group's overseer the names still missing. At most once a day per group (the
 * reminder row is written in the same transaction as the audit entry; a failed send rolls both back, so it can be
 * retried).
 */
export async function remindOverseer(
  db: Database,
  mailer: Mailer,
  actor: Actor,
  args: { activityId: number; groupId: number; isMailConfigured: boolean },
): Promise<{ sentTo: string; publishers: number }> {
  const missing = await getMissingReports(db, args.activityId, {
    scope: { kind: 'all' },
    isMailConfigured: args.isMailConfigured,
  });
  const group = missing.groups.find((g) => g.groupId === args.groupId);
  if (!group) throw conflict(M.reminderNothingMissing);
  if (group.reminderUnavailable) throw conflict(group.reminderUnavailable);
  const overseer = (await listOverseers(db)).get(args.groupId);
  if (!overseer?.email) throw conflict(M.reminderNoEmail);
  const { month, year } = await getActivity(db, args.activityId);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(missingReportReminders).values({
        groupId: args.groupId,
        monthlyActivityId: args.activityId,
        sentOn: todayIn(CONGREGATION_TIME_ZONE),
      });
      await recordAudit(tx, actor, {
        eventType: 'DATA_EXPORT',
        description: `Lembrete de relatórios em falta enviado ao superintendente do grupo ${group.groupNumber}`,
        resource: 'missing_reports',
        resourceId: args.activityId,
        details: { groupId: args.groupId, to: overseer.username, publishers: group.publishers.length },
        // whose names left by email
        subjects: { publisherIds: group.publishers.map((p) => p.publisherId) },
      });
      // in the overseer's language (ADR 043); one who never chose reads the secretary's
      const language = isLocale(overseer.language) ? overseer.language : currentLocale();
      await mailer.send(
        inLocale(language as Locale, () => ({
          to: overseer.email as string,
          subject: M.reminderSubject(monthName(month), year),
          text: [
            t('email.reminder.greeting', { name: overseer.displayName ?? overseer.username }),
            '',
            t('email.reminder.intro', { groupNumber: group.groupNumber, month: monthName(month), year }),
            ...group.publishers.map((p) => `- ${p.name}`),
            '',
            t('email.reminder.thanks'),
          ].join('\n'),
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.reminderAlreadySent);
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', M.reminderSendFailed);
  }
  return { sentTo: overseer.username, publishers: group.publishers.length };
}
