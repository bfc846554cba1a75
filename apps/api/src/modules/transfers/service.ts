import { PUBLISHER_MESSAGES } from '@congregacao/shared/contracts/publishers';
import type { TransferOutBody } from '@congregacao/shared/contracts/transfers';
import { monthName, serviceYearOf } from '@congregacao/shared/service-year';
import { TRANSFER_MESSAGES as M } from '@congregacao/shared/transfer-messages';
import { eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Database } from '../../db/client';
import { publishers } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { cardBatches } from '../files/repository';
import type { S21CardData, S21Publisher } from '../files/s21-card';
import { renderFillableS21 } from '../files/s21-form';
import { fileNameSlug } from '../files/win-ansi';
import { appointmentsByPublisher } from '../publishers/appointments';
import { afterPublishersSaved } from '../publishers/archiving';
import { toPublisher } from '../publishers/repository';
import { renderLetter } from './letter';
import { findPublisher, firstOpenMonthReport } from './repository';
import { transferFileOf } from './transfer-file';

/**
 * Transfer out (issue 37, ADR 042): archives the publisher with the exit date and the receiving congregation as the
 * reason, and answers a zip with their fillable S-21 cards of the exit's service year and the one before, a letter of
 * introduction and transfer.json. Refused while they have a report in an Open month (it names the month).
 */
export async function transferOut(db: Database, actor: SignedInActor, id: number, body: TransferOutBody) {
  return db.transaction(async (tx) => {
    const row = await findPublisher(tx, id);
    if (!row || row.erasedAt) throw notFound(PUBLISHER_MESSAGES.notFound);
    if (!row.isEnabled && row.exitCongregationDate) throw conflict(M.alreadyArchived);
    const open = await firstOpenMonthReport(tx, id);
    if (open) throw conflict(M.openMonthReport(`${monthName(open.month)} ${open.year}`));
    const [year, month] = [Number(body.date.slice(0, 4)), Number(body.date.slice(5, 7)) - 1];
    const current = serviceYearOf(month, year);
    const cards: S21CardData[] = [];
    for (const serviceYear of [current - 1, current]) {
      const card = (await cardBatches(tx, { serviceYear, publisherId: id }).next()).value?.[0];
      if (card) cards.push(card);
    }
    const reason = `Transferido para a congregação ${body.congregation}`;
    const appointments = (await appointmentsByPublisher(tx, [id])).get(id) ?? [];
    const [after] = await tx
      .update(publishers)
      .set({
        exitCongregationDate: body.date,
        exitReason: reason,
        isEnabled: false,
        version: sql`${publishers.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(publishers.id, id))
      .returning();
    await afterPublishersSaved(tx, actor, [
      { before: toPublisher(row, appointments), after: toPublisher(after!, appointments) },
    ]);
    const slug = fileNameSlug(row.name) || String(id);
    const files: Record<string, Uint8Array> = {};
    for (const card of cards) files[`S-21-${card.serviceYear}-${slug}.pdf`] = await renderFillableS21(card);
    files[`Carta-${slug}.pdf`] = await renderLetter({ name: row.name, to: body.congregation, date: body.date });
    const person = {
      ...row,
      gender: row.gender as S21Publisher['gender'],
      hope: row.hope as S21Publisher['hope'],
      appointments,
    };
    const reports = cards.flatMap((c) => c.reports);
    const json = transferFileOf(person, reports, row, body.congregation, body.date);
    files['transfer.json'] = new TextEncoder().encode(JSON.stringify(json, null, 2));
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: `Publicador ${row.name} transferido para a congregação ${body.congregation} (saída ${body.date})`,
      resource: 'publisher',
      resourceId: id,
      details: { congregation: body.congregation, exitDate: body.date, serviceYears: cards.map((c) => c.serviceYear) },
      subjects: { publisherIds: [id] },
    });
    return { fileName: `Transferencia-${slug}.zip`, body: zipSync(files, { level: 6 }) };
  });
}
