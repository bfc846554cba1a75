import type { Readable } from 'node:stream';
import { s88FileName } from '@congregacao/shared/attendance-rules';
import { s10FileName, s21TotalsFileName } from '@congregacao/shared/branch-cycle-messages';
import { GROUP_MESSAGES } from '@congregacao/shared/contracts/groups';
import { s21FileNames } from '@congregacao/shared/contracts/history';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/contracts/publishers';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { monthlyActivities, publishers } from '../../db/schema';
import { type Actor, signedIn } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import { getAttendanceYear } from '../attendance/service';
import { getCongregationAnalysis } from '../congregation-report/analysis';
import { getCongregationReport } from '../congregation-report/service';
import { assertPublisherInScope, isGroupInScope, scopeOf } from '../reports/scope';
import { type CardScope, cardBatches, countCards, findGroupId } from './repository';
import { renderS10Card } from './s10-card';
import { renderS21Card, renderS21Cards, type S21CardData } from './s21-card';
import { renderFillableS21 } from './s21-form';
import { totalsCards } from './s21-totals';
import { renderS88Card } from './s88-card';
import { fileNameSlug } from './win-ansi';
import { streamZip } from './zip-stream';

/** `?format=fillable`: the branch's fillable form (s21-form.ts) instead of the drawn card. */
export type S21Format = 'drawn' | 'fillable';
const renderCard = (format: S21Format) => (format === 'fillable' ? renderFillableS21 : renderS21Card);

export interface FileDownload<T> {
  fileName: string;
  body: T;
}

/** The name of a card inside a zip; `folders` puts it under its group ("Grupo-3/…", "Sem-Grupo/…"). */
export function zipEntryName(card: S21CardData, folders: boolean): string {
  const { publisher, serviceYear } = card;
  const slug = fileNameSlug(publisher.name);
  const file = `S-21-${publisher.id}-${serviceYear}${slug ? `-${slug}` : ''}.pdf`;
  if (!folders) return file;
  return `${publisher.groupNumber == null ? 'Sem-Grupo' : `Grupo-${publisher.groupNumber}`}/${file}`;
}

export async function s21Card(
  db: Database,
  actor: Actor,
  publisherId: number,
  serviceYear: number,
  format: S21Format = 'drawn',
): Promise<FileDownload<Uint8Array>> {
  const [publisher] = await db
    .select({ id: publishers.id, name: publishers.name, groupId: publishers.groupId })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  if (!publisher) throw notFound(PUBLISHER_MESSAGES.notFound);
  assertPublisherInScope(signedIn(actor).user, publisher, { message: M.otherGroup, what: 'o cartão S-21' });
  const batch = (await cardBatches(db, { serviceYear, publisherId }).next()).value;
  const card = batch?.[0];
  if (!card) throw notFound(M.noCardReports(serviceYear));
  const body = await renderCard(format)(card);
  const fileName = s21FileNames.card(publisherId, serviceYear);
  await recordAudit(db, actor, {
    eventType: 'FILE_DOWNLOAD',
    description: `Cartão S-21 de ${publisher.name} (ano de serviço ${serviceYear}) descarregado`,
    resource: 'publisher',
    resourceId: publisherId,
    details: { fileName, serviceYear, publisherId },
  });
  return { fileName, body };
}

const M = messages('api.files', {
  noCardReports: (serviceYear: number) => ({ serviceYear }),
  otherGroup: TEXT,
  noReports: (serviceYear: number) => ({ serviceYear }),
  noGroupReports: (groupNumber: number, serviceYear: number) => ({ groupNumber, serviceYear }),
  noMonths: (serviceYear: number) => ({ serviceYear }),
});

/**
 * An Elder downloads S-21 cards only of the publishers of their own group (issue 21): the cards print birth and
 * baptism dates the lists hide from them. `groupId` null: more than one group (the whole congregation).
 */
function refuseOutsideOwnGroup(actor: Actor, groupId: number | null, what: string): void {
  if (isGroupInScope(scopeOf(signedIn(actor).user), groupId)) return;
  throw forbidden(M.otherGroup, {
    description: `Tentativa de descarregar ${what} fora do seu grupo`,
    resource: 's21',
    details: { groupId },
  });
}

/** Who asks for a zip, and where a failure after the answer started (the zip is streamed) is logged. */
export interface ZipRequest {
  actor: Actor;
  log: FastifyBaseLogger;
  format?: S21Format;
}

async function s21Zip(
  db: Database,
  { actor, log, format = 'drawn' }: ZipRequest,
  scope: CardScope,
  fileName: string,
  description: string,
): Promise<FileDownload<Readable>> {
  const cards = await countCards(db, scope);
  if (cards === 0) {
    throw notFound(
      scope.groupNumber === undefined
        ? M.noReports(scope.serviceYear)
        : M.noGroupReports(scope.groupNumber, scope.serviceYear),
    );
  }
  await recordAudit(db, actor, {
    eventType: 'DATA_EXPORT',
    description,
    resource: 's21',
    resourceId: scope.groupNumber ?? null,
    details: { fileName, serviceYear: scope.serviceYear, groupNumber: scope.groupNumber ?? null, cards },
  });
  const folders = scope.groupNumber === undefined;
  const body = streamZip(
    async (add) => {
      for await (const batch of cardBatches(db, scope)) {
        for (const card of batch) await add(zipEntryName(card, folders), await renderCard(format)(card));
      }
    },
    (error) => log.error({ err: error }, 'S-21 zip failed while streaming'),
  );
  return { fileName, body };
}

export function s21AllZip(db: Database, request: ZipRequest, serviceYear: number) {
  refuseOutsideOwnGroup(request.actor, null, 'os cartões S-21 de todos os publicadores');
  return s21Zip(
    db,
    request,
    { serviceYear },
    s21FileNames.all(serviceYear),
    `Cartões S-21 de todos os publicadores (ano de serviço ${serviceYear}) exportados`,
  );
}

export async function s21GroupZip(db: Database, request: ZipRequest, serviceYear: number, groupNumber: number) {
  const groupId = await findGroupId(db, groupNumber);
  if (groupId === null) throw notFound(GROUP_MESSAGES.notFound(groupNumber));
  refuseOutsideOwnGroup(request.actor, groupId, `os cartões S-21 do Grupo ${groupNumber}`);
  return s21Zip(
    db,
    request,
    { serviceYear, groupNumber },
    s21FileNames.group(groupNumber, serviceYear),
    `Cartões S-21 do Grupo ${groupNumber} (ano de serviço ${serviceYear}) exportados`,
  );
}

/** The S-88 card of a service year (with the year before, as the form has both), audited as a download. */
export async function s88Card(db: Database, actor: Actor, serviceYear: number): Promise<FileDownload<Uint8Array>> {
  const years = await Promise.all([getAttendanceYear(db, serviceYear - 1), getAttendanceYear(db, serviceYear)]);
  const body = await renderS88Card(years);
  const fileName = s88FileName(serviceYear);
  await recordAudit(db, actor, {
    eventType: 'FILE_DOWNLOAD',
    description: `Registo de assistência S-88 (ano de serviço ${serviceYear}) descarregado`,
    resource: 'meeting_attendance',
    resourceId: serviceYear,
    details: { fileName, serviceYear },
  });
  return { fileName, body };
}

/** The service year's analysis (S-10) as one page, audited as a download (ADR 037). */
export async function s10Card(db: Database, actor: Actor, serviceYear: number): Promise<FileDownload<Uint8Array>> {
  const body = await renderS10Card(await getCongregationAnalysis(db, serviceYear));
  const fileName = s10FileName(serviceYear);
  await recordAudit(db, actor, {
    eventType: 'FILE_DOWNLOAD',
    description: `Análise da congregação S-10 (ano de serviço ${serviceYear}) descarregada`,
    resource: 'congregation_report',
    resourceId: serviceYear,
    details: { fileName, serviceYear },
  });
  return { fileName, body };
}

/**
 * The S-21 totals cards of a service year (ADR 037): from each posted month's S-1 (as sent, once sent). 404 when the
 * year has no month posted.
 */
export async function s21TotalsCards(
  db: Database,
  actor: Actor,
  serviceYear: number,
): Promise<FileDownload<Uint8Array>> {
  const months = await db
    .select({ id: monthlyActivities.id })
    .from(monthlyActivities)
    .where(eq(monthlyActivities.serviceYear, serviceYear))
    .orderBy(asc(monthlyActivities.year), asc(monthlyActivities.month));
  if (months.length === 0) throw notFound(M.noMonths(serviceYear));
  const reports = await Promise.all(months.map((m) => getCongregationReport(db, m.id)));
  const body = await renderS21Cards(totalsCards(serviceYear, reports));
  const fileName = s21TotalsFileName(serviceYear);
  await recordAudit(db, actor, {
    eventType: 'FILE_DOWNLOAD',
    description: `Cartões S-21 de totais da congregação (ano de serviço ${serviceYear}) descarregados`,
    resource: 's21',
    resourceId: serviceYear,
    details: { fileName, serviceYear },
  });
  return { fileName, body };
}
