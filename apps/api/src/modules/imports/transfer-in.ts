import { type Appointment, kindsValidOn, pioneerFlagsInMonth } from '@congregacao/shared/appointments';
import type { TransferPreviewPerson } from '@congregacao/shared/contracts/transfers';
import type { PublisherRole } from '@congregacao/shared/enums';
import { foldText } from '@congregacao/shared/import-columns';
import { canReportHours } from '@congregacao/shared/report-rules';
import { monthIndex, serviceYearOf } from '@congregacao/shared/service-year';
import { TRANSFER_MESSAGES as M } from '@congregacao/shared/transfer-messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  congregationReportSubmissions,
  monthlyActivities,
  publisherAppointments,
  publisherReports,
  publishers,
} from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { appointmentsByPublisher } from '../publishers/appointments';
import type { IncomingPerson } from './read-transfer';

/** What a transfer preview keeps for its commit: the people as read (matched again when written). */
export interface TransferPlan {
  hasErrors: boolean;
  people: IncomingPerson[];
}

const toMonth = (period: string) => ({ year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) - 1 });
const periodOfDate = (date: string) => date.slice(0, 7);

/** The first day of the month after the last month the file holds (today's month when it holds none). */
export function defaultArrival(person: IncomingPerson, now = new Date()): string {
  const last = person.reports
    .map((r) => r.period)
    .sort()
    .at(-1);
  if (!last) return `${now.toISOString().slice(0, 7)}-01`;
  const { year, month } = toMonth(last);
  const next = new Date(Date.UTC(year, month + 1, 1));
  return next.toISOString().slice(0, 10);
}

const matchKey = (name: string, birthDate: string | null) => `${foldText(name)}|${birthDate ?? ''}`;

async function publishersByKey(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: publishers.id, name: publishers.name, birthDate: publishers.birthDate })
    .from(publishers)
    .where(sql`${publishers.erasedAt} is null`);
  return new Map(rows.map((p) => [matchKey(p.name, p.birthDate), p.id]));
}

/** Each person as the preview shows them: the publisher they update (same name and birth date) and their months. */
export async function previewTransfer(db: DbOrTx, people: IncomingPerson[]) {
  const known = await publishersByKey(db);
  const shown: TransferPreviewPerson[] = people.map((p) => ({
    name: p.name,
    birthDate: p.birthDate,
    publisherId: known.get(matchKey(p.name, p.birthDate)) ?? null,
    arrivalDate: defaultArrival(p),
    months: p.reports,
    sources: p.sources,
  }));
  const rows = shown.map((p, i) => ({
    row: i + 1,
    action: p.publisherId === null ? ('create' as const) : ('update' as const),
    name: p.name,
    publisherId: p.publisherId,
    changes: [],
  }));
  const refusal = refusalOf(people, await monthsByIndex(db));
  const errors = refusal ? [{ row: 1, column: '', message: refusal }] : [];
  return { rows, people: shown, errors, plan: { hasErrors: refusal !== null, people } };
}

/** The role the record takes from the appointments running on the arrival day. */
function roleOf(person: IncomingPerson, arrival: string): PublisherRole {
  if (person.role) return person.role;
  const kinds = kindsValidOn(person.appointments, arrival);
  if (kinds.has('Elder')) return 'Elder';
  if (kinds.has('MinServant')) return 'MinServant';
  return person.baptismDate ? 'Publisher' : 'NonBaptized';
}

interface Month {
  id: number;
  status: string;
  isSent: boolean;
}

async function monthsByIndex(tx: DbOrTx): Promise<Map<number, Month>> {
  const rows = await tx
    .select({
      id: monthlyActivities.id,
      month: monthlyActivities.month,
      year: monthlyActivities.year,
      status: monthlyActivities.status,
      sentAt: congregationReportSubmissions.submittedAt,
    })
    .from(monthlyActivities)
    .leftJoin(congregationReportSubmissions, eq(congregationReportSubmissions.monthlyActivityId, monthlyActivities.id));
  return new Map(
    rows.map((a) => [monthIndex(a.month, a.year), { id: a.id, status: a.status, isSent: a.sentAt !== null }]),
  );
}

/**
 * Why the people cannot come in as they are, or null: a month past the latest posted here is this congregation's to
 * create (with everyone's reports), never history's; a month from the arrival on goes only into an Open month whose
 * S-1 was not sent.
 */
function refusalOf(people: IncomingPerson[], months: Map<number, Month>, arrivalDate?: string): string | null {
  const latest = Math.max(-1, ...months.keys());
  for (const person of people) {
    const arrivalPeriod = periodOfDate(arrivalDate ?? defaultArrival(person));
    for (const r of person.reports) {
      const { month, year } = toMonth(r.period);
      if (monthIndex(month, year) > latest) return M.monthAhead(r.period);
      const here = months.get(monthIndex(month, year));
      if (r.period >= arrivalPeriod && (here?.status !== 'Open' || here.isSent)) return M.monthNotOpen(r.period);
    }
  }
  return null;
}

/** Creates or updates the person's record and adds the appointments it does not have yet; returns the id. */
async function savePerson(tx: Tx, person: IncomingPerson, id: number | undefined, arrival: string) {
  const fields = {
    birthDate: person.birthDate,
    baptismDate: person.baptismDate,
    gender: person.gender,
    hope: person.hope,
    arrivalCongregation: arrival,
    exitCongregationDate: null,
    isEnabled: true,
  };
  let publisherId = id;
  if (publisherId === undefined) {
    const [created] = await tx
      .insert(publishers)
      .values({ ...fields, name: person.name, displayName: person.displayName, role: roleOf(person, arrival) })
      .returning({ id: publishers.id });
    publisherId = created!.id;
  } else {
    await tx
      .update(publishers)
      .set({ ...fields, version: sql`${publishers.version} + 1`, updatedAt: new Date() })
      .where(eq(publishers.id, publisherId));
  }
  const current = (await appointmentsByPublisher(tx, [publisherId])).get(publisherId) ?? [];
  const same = (a: Appointment, b: Appointment) =>
    a.kind === b.kind && a.startDate === b.startDate && a.endDate === b.endDate;
  const added = person.appointments.filter((a) => !current.some((c) => same(a, c)));
  if (added.length > 0) await tx.insert(publisherAppointments).values(added.map((a) => ({ ...a, publisherId })));
  return { publisherId, appointments: [...current, ...added] };
}

/**
 * Writes a transfer in, all or nothing: each person created, or updated when the same name and birth date is here
 * already; their months before the arrival date as history reports (a month this congregation skipped is created
 * Closed; one past its latest month is refused), the months from it on as ordinary reports, only in Open months whose S-1 was not sent (ADR 042). A
 * report of this congregation's own is never overwritten by history.
 */
export async function commitTransfer(tx: Tx, actor: SignedInActor, plan: TransferPlan, arrivalDate?: string) {
  await tx.execute(
    sql`lock table publishers, publisher_appointments, monthly_activities, publisher_reports in share row exclusive mode`,
  );
  const known = await publishersByKey(tx);
  const months = await monthsByIndex(tx);
  const refusal = refusalOf(plan.people, months, arrivalDate);
  if (refusal) throw badRequest(refusal);
  let created = 0;
  let updated = 0;
  let reportsWritten = 0;
  let monthsCreated = 0;
  const ids: number[] = [];
  for (const person of plan.people) {
    const arrival = arrivalDate ?? defaultArrival(person);
    const arrivalPeriod = periodOfDate(arrival);
    const id = known.get(matchKey(person.name, person.birthDate));
    const { publisherId, appointments } = await savePerson(tx, person, id, arrival);
    if (id === undefined) created++;
    else updated++;
    known.set(matchKey(person.name, person.birthDate), publisherId);
    ids.push(publisherId);
    const missing = person.reports
      .map((r) => toMonth(r.period))
      .filter(({ month, year }) => !months.has(monthIndex(month, year)));
    if (missing.length > 0) {
      const added = await tx
        .insert(monthlyActivities)
        .values(missing.map((m) => ({ ...m, serviceYear: serviceYearOf(m.month, m.year), status: 'Closed' })))
        .returning();
      for (const a of added) months.set(monthIndex(a.month, a.year), { id: a.id, status: a.status, isSent: false });
      monthsCreated += added.length;
    }
    reportsWritten += await saveReports(tx, person, publisherId, appointments, arrivalPeriod, months);
  }
  await recordAudit(tx, actor, {
    eventType: 'DATA_IMPORT',
    description: `Transferência recebida: ${created} publicadores criados, ${updated} atualizados, ${reportsWritten} meses`,
    resource: 'publisher',
    details: { created, updated, reports: reportsWritten, monthsCreated, arrivalDate: arrivalDate ?? null },
    subjects: { publisherIds: ids },
  });
  return { created, updated, unchanged: 0, groupsCreated: 0, householdsCreated: 0, monthsCreated };
}

async function saveReports(
  tx: Tx,
  person: IncomingPerson,
  publisherId: number,
  appointments: Appointment[],
  arrivalPeriod: string,
  months: Map<number, Month>,
): Promise<number> {
  const existing = await tx
    .select({
      id: publisherReports.id,
      activityId: publisherReports.monthlyActivityId,
      isHistory: publisherReports.isHistory,
      status: publisherReports.status,
    })
    .from(publisherReports)
    .where(
      and(
        eq(publisherReports.publisherId, publisherId),
        inArray(
          publisherReports.monthlyActivityId,
          person.reports.map((r) => {
            const { month, year } = toMonth(r.period);
            return months.get(monthIndex(month, year))!.id;
          }),
        ),
      ),
    );
  const byActivity = new Map(existing.map((r) => [r.activityId, r]));
  let written = 0;
  for (const r of person.reports) {
    const { month, year } = toMonth(r.period);
    const activity = months.get(monthIndex(month, year))!;
    const isHistory = r.period < arrivalPeriod;
    const flags = pioneerFlagsInMonth(appointments, year, month);
    const values = {
      ...flags,
      participatedInMinistry: r.participatedInMinistry,
      studies: r.studies,
      auxiliaryPioneer: r.auxiliaryPioneer,
      hours: canReportHours({ ...flags, auxiliaryPioneer: r.auxiliaryPioneer }) ? r.hours : null,
      observations: r.observations,
      isHistory,
    };
    const current = byActivity.get(activity.id);
    if (current) {
      // this congregation's own report stays as it is: history never covers it, nor a file a report already sent
      if (!current.isHistory && (isHistory || current.status === 'Sent')) continue;
      await tx
        .update(publisherReports)
        .set({ ...values, version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
        .where(eq(publisherReports.id, current.id));
    } else {
      await tx.insert(publisherReports).values({
        ...values,
        publisherId,
        monthlyActivityId: activity.id,
        status: isHistory ? 'Sent' : 'Open',
      });
    }
    written++;
  }
  return written;
}
