import type { S1GroupLine } from '@congregacao/shared/contracts/congregation-report';
import { GROUP_MESSAGES } from '@congregacao/shared/contracts/groups';
import { t } from '@congregacao/shared/i18n/translate';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceGroups } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';
import { getCongregationReport } from './service';

const zero = { reports: 0, hours: 0, studies: 0 };

/**
 * GET …/congregation-report/groups/{groupId} (ADR 037): one group's line of the month's S-1 (as sent, once sent); an
 * Elder only their own group's, nothing else of the S-1. A group without reports that month: a line of zeros.
 */
export async function getGroupLine(
  db: Database,
  actor: SignedInActor,
  activityId: number,
  groupId: number,
): Promise<S1GroupLine> {
  const report = await getCongregationReport(db, activityId);
  const [group] = await db.select().from(serviceGroups).where(eq(serviceGroups.id, groupId));
  if (!group) throw notFound(GROUP_MESSAGES.missing);
  const { user } = actor;
  if (user.role === 'Elder' && user.groupId !== groupId) {
    throw forbidden(t('api.groupLine.otherGroup'), {
      description: `Tentativa de ler a linha do S-1 do Grupo ${group.groupNumber} (atividade ${activityId})`,
      resource: 'congregation_report',
      resourceId: activityId,
      details: { groupId },
    });
  }
  return (
    report.groups.find((g) => g.groupId === groupId) ?? {
      groupId,
      groupNumber: group.groupNumber,
      publishers: { reports: 0, studies: 0 },
      auxiliaryPioneers: zero,
      regularPioneers: zero,
      missingReports: 0,
    }
  );
}
