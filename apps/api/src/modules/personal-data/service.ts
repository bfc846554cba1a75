import type { EraseResponse, RetentionErase } from '@congregacao/shared/contracts/imports';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/contracts/publishers';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Database } from '../../db/client';
import { publishers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { fileNameSlug } from '../files/win-ansi';
import { findPublisherRow } from '../publishers/repository';
import { collectPersonalData } from './collect';
import { erasePublisher, lockErasable } from './erase';
import { renderPersonalDataPdf } from './summary-pdf';

/** A zip with every value held about the person (JSON) and a readable summary (PDF); audited as an export. */
export async function personalDataZip(db: Database, actor: Actor, id: number) {
  const row = await findPublisherRow(db, id);
  if (!row) throw notFound(PUBLISHER_MESSAGES.notFound);
  const data = await collectPersonalData(db, row);
  const zip = zipSync({
    'dados.json': new TextEncoder().encode(JSON.stringify(data, null, 2)),
    'resumo.pdf': [await renderPersonalDataPdf(data), { level: 0 }],
  });
  await recordAudit(db, actor, {
    eventType: 'DATA_EXPORT',
    description: `Dados pessoais de "${row.name}" exportados (pedido de acesso)`,
    resource: 'publisher',
    resourceId: id,
    details: { reports: data.reports.length, auditEntries: data.auditEntries.length },
  });
  return { fileName: `dados-pessoais_${fileNameSlug(row.name) || id}.zip`, body: Buffer.from(zip) };
}

/** `POST /publishers/{id}/erase`: the exact name typed to confirm (surrounding spaces ignored). */
export function erase(db: Database, actor: Actor, id: number, confirmName: string): Promise<EraseResponse> {
  return db.transaction(async (tx) => {
    const row = await lockErasable(tx, id);
    if (confirmName.trim() !== row.name)
      throw badRequest(IMPORT_MESSAGES.confirmNameMismatch, { field: 'confirmName' });
    return { ok: true as const, account: await erasePublisher(tx, actor, row) };
  });
}

/** Archived, not yet erased publishers whose exit or death date is more than `years` ago (none when off). */
export async function listRetentionDue(db: Database, years: number) {
  if (years <= 0) return [];
  const lastDate = sql<string>`greatest(${publishers.exitCongregationDate}, ${publishers.deathDate})`;
  return db
    .select({
      id: publishers.id,
      name: publishers.name,
      exitCongregationDate: publishers.exitCongregationDate,
      deathDate: publishers.deathDate,
    })
    .from(publishers)
    .where(
      and(
        eq(publishers.isEnabled, false),
        isNull(publishers.erasedAt),
        sql`${lastDate} < current_date - make_interval(years => ${years})`,
      ),
    )
    .orderBy(publishers.name, publishers.id);
}

/** Erases the listed publishers (each must be due), all or none; says what became of their accounts. */
export function eraseRetentionDue(db: Database, actor: Actor, years: number, ids: number[]): Promise<RetentionErase> {
  return db.transaction(async (tx) => {
    const due = new Set((await listRetentionDue(db, years)).map((p) => p.id));
    const accounts: RetentionErase['accounts'] = [];
    for (const id of ids) {
      if (!due.has(id)) throw badRequest(IMPORT_MESSAGES.notDueForRetention, { publisherId: id });
      const account = await erasePublisher(tx, actor, await lockErasable(tx, id));
      if (account) accounts.push(account);
    }
    return { erased: ids.length, accounts };
  });
}
