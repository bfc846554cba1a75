import { monthIndex, serviceYearOf } from '@congregacao/shared/service-year';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { monthlyActivities, publisherAppointments, publisherReports, publishers } from '../../db/schema';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { generateReports } from '../../modules/activities/generate-reports';
import { reportColumns } from '../../modules/reports/repository';

export const DEMO_ACTIVITY_MONTHS = 14;

const OBSERVATIONS = [
  'Esteve doente parte do mês.',
  'Viagem em família.',
  'Participou na campanha especial.',
  'Ajudou no projeto de construção.',
  'Testemunho por carta e telefone.',
  'Começou um novo estudo.',
];

/** A deterministic value in [0, 1) for (publisher, month, purpose): the demo looks the same every time. */
function chance(publisherId: number, monthKey: number, salt: number): number {
  let h = Math.imul(publisherId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(monthKey + salt * 7919, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const between = (r: number, min: number, max: number) => min + Math.floor(r * (max - min + 1));

/** The (month, year) of the last `count` months, oldest first, ending with the current month. */
export function lastMonths(now: Date, count = DEMO_ACTIVITY_MONTHS): { month: number; year: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (count - 1 - i), 1);
    return { month: d.getMonth(), year: d.getFullYear() };
  });
}

type Stage = 'sent' | 'mostly-sent' | 'partly-filled';

interface ReportRow {
  id: number;
  publisherId: number;
  auxiliaryPioneer: boolean;
  regularPioneer: boolean;
  groupNumber: number | null;
}

/** A filled report: pioneers always take part; a few publishers are irregular (miss months now and then). */
function filledValues(r: ReportRow, monthKey: number) {
  const isPioneer = r.auxiliaryPioneer || r.regularPioneer;
  const irregular = r.publisherId % 17 === 0;
  const participated = isPioneer || chance(r.publisherId, monthKey, 1) > (irregular ? 0.5 : 0.06);
  const studiesRoll = chance(r.publisherId, monthKey, 2);
  const studies = !participated
    ? 0
    : isPioneer
      ? between(studiesRoll, 0, 4)
      : studiesRoll > 0.75
        ? between(studiesRoll, 1, 2)
        : 0;
  const hoursRoll = chance(r.publisherId, monthKey, 3);
  const hours = r.regularPioneer ? between(hoursRoll, 38, 72) : r.auxiliaryPioneer ? between(hoursRoll, 15, 45) : null;
  const note = chance(r.publisherId, monthKey, 4);
  const observations = note < 0.06 ? OBSERVATIONS[Math.floor(note * 100) % OBSERVATIONS.length]! : '';
  return { participated, studies, hours, observations };
}

/** Which reports of a month are filled, and which of those are sent, by stage. */
function progress(stage: Stage, groupNumber: number | null): { filled: boolean; sent: boolean } {
  if (stage === 'sent') return { filled: true, sent: true };
  const group = groupNumber ?? 99;
  if (stage === 'mostly-sent') return { filled: true, sent: group !== 4 };
  return { filled: group <= 3, sent: group <= 2 };
}

async function fillReports(tx: Tx, activityId: number, monthKey: number, stage: Stage): Promise<number> {
  const rows: ReportRow[] = await tx
    .select({ ...reportColumns, groupNumber: publishers.groupNumber })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(eq(publisherReports.monthlyActivityId, activityId));
  const values = rows.flatMap((r) => {
    const { filled, sent } = progress(stage, r.groupNumber);
    if (!filled) return [];
    const v = filledValues(r, monthKey);
    return [
      sql`(${r.id}::int, ${v.hours}::int, ${v.studies}::int, ${v.participated}::boolean, ${v.observations}::text, ${sent ? 'Sent' : 'Open'}::varchar)`,
    ];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    update ${publisherReports} set hours = v.hours, studies = v.studies, participated_in_ministry = v.participated,
      observations = v.observations, status = v.status, version = ${publisherReports.version} + 1
    from (values ${sql.join(values, sql`, `)}) as v(id, hours, studies, participated, observations, status)
    where ${publisherReports.id} = v.id`);
  return values.length;
}

/** A few auxiliary pioneers each month, more in March and April (the usual campaign months). */
async function chooseAuxiliaries(tx: Tx, monthKey: number, month: number): Promise<Set<number>> {
  const candidates = await tx
    .select({ id: publishers.id })
    .from(publishers)
    .where(
      and(
        eq(publishers.isEnabled, true),
        eq(publishers.isCurrentlyInactive, false),
        sql`not exists (select 1 from ${publisherAppointments} a where a.publisher_id = ${publishers.id}
          and a.kind in ('RegularPioneer', 'SpecialPioneer', 'FieldMissionary'))`,
        inArray(publishers.role, ['Elder', 'MinServant', 'Publisher']),
      ),
    );
  const wanted = month === 2 || month === 3 ? 9 : 3;
  const ranked = candidates.map((c) => ({ id: c.id, r: chance(c.id, monthKey, 5) })).sort((a, b) => a.r - b.r);
  return new Set(ranked.slice(0, wanted).map((c) => c.id));
}

/**
 * Demo activities for the last 14 months with realistic reports, generated by the same rules as the API:
 * every past month closed with all reports sent, except the previous month (open, one group not yet sent);
 * the current month open and partly filled (groups 1-2 sent, group 3 saved, the rest still blank).
 * Refuses (throws) if any of those months already has an activity.
 */
export async function seedDemoActivities(
  db: Database,
  now: Date = new Date(),
): Promise<{ activities: number; reports: number }> {
  const months = lastMonths(now);
  return db.transaction(async (tx) => {
    const clash = await tx
      .select({ month: monthlyActivities.month, year: monthlyActivities.year })
      .from(monthlyActivities)
      .where(or(...months.map((m) => and(eq(monthlyActivities.month, m.month), eq(monthlyActivities.year, m.year)))));
    if (clash.length) throw new Error(`Monthly activities already exist (${clash.length}); the demo needs none.`);
    let reports = 0;
    for (const [index, { month, year }] of months.entries()) {
      const remaining = months.length - 1 - index;
      const stage: Stage = remaining === 0 ? 'partly-filled' : remaining === 1 ? 'mostly-sent' : 'sent';
      const status = stage === 'sent' ? 'Closed' : 'Open';
      const [activity] = await tx
        .insert(monthlyActivities)
        .values({ month, year, status, serviceYear: serviceYearOf(month, year) })
        .returning({ id: monthlyActivities.id });
      const monthKey = monthIndex(month, year);
      reports += await generateReports(tx, activity!.id, await chooseAuxiliaries(tx, monthKey, month));
      await fillReports(tx, activity!.id, monthKey, stage);
    }
    await recordAudit(tx, SYSTEM_ACTOR, {
      eventType: 'DATA_IMPORT',
      description: `Dados de demonstração: ${months.length} atividades mensais, ${reports} relatórios`,
      resource: 'demo',
      details: { activities: months.length, reports },
    });
    return { activities: months.length, reports };
  });
}
