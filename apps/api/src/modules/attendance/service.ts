import {
  CONGREGATION_TIME_ZONE,
  type MeetingKind,
  monthOfDate,
  summariseMeetings,
  todayIn,
} from '@congregacao/shared/attendance-rules';
import {
  ATTENDANCE_MESSAGES,
  type AttendanceBody,
  type AttendanceEntry,
  type AttendanceYear,
} from '@congregacao/shared/contracts/attendance';
import { monthsOfServiceYear } from '@congregacao/shared/service-year';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingAttendance } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { findAttendance, listAttendance } from './repository';

const pad = (n: number) => String(n).padStart(2, '0');

/** The S-88 figures of a service year: twelve months, September first, each with its meetings. */
export async function getAttendanceYear(db: Database, serviceYear: number): Promise<AttendanceYear> {
  const entries = await listAttendance(db, `${serviceYear - 1}-09-01`, `${serviceYear}-08-31`);
  const byMonth = new Map<string, AttendanceEntry[]>();
  for (const entry of entries) {
    const key = entry.date.slice(0, 7);
    byMonth.set(key, [...(byMonth.get(key) ?? []), entry]);
  }
  return {
    serviceYear,
    months: monthsOfServiceYear(serviceYear).map(({ month, year }) => {
      const monthEntries = byMonth.get(`${year}-${pad(month + 1)}`) ?? [];
      return {
        month,
        year,
        midweek: summariseMeetings(monthEntries.filter((e) => e.kind === 'midweek')),
        weekend: summariseMeetings(monthEntries.filter((e) => e.kind === 'weekend')),
        entries: monthEntries,
      };
    }),
  };
}

function describe(date: string, kind: MeetingKind) {
  const { month, year } = monthOfDate(date);
  return { resource: 'meeting_attendance', resourceId: `${date}/${kind}`, details: { date, kind, month, year } };
}

/** Creates or replaces one meeting's attendance; a date after today (Lisbon) is refused, nothing stored. */
export async function putAttendance(
  db: Database,
  actor: Actor,
  date: string,
  kind: MeetingKind,
  body: AttendanceBody,
  now: Date = new Date(),
): Promise<AttendanceEntry> {
  if (date > todayIn(CONGREGATION_TIME_ZONE, now)) throw badRequest(ATTENDANCE_MESSAGES.dateInFuture);
  return db.transaction(async (tx) => {
    const old = await findAttendance(tx, date, kind);
    await tx
      .insert(meetingAttendance)
      .values({ date, kind, ...body })
      .onConflictDoUpdate({
        target: [meetingAttendance.date, meetingAttendance.kind],
        set: { ...body, updatedAt: sql`now()` },
      });
    const entry = { date, kind, ...body };
    await recordAudit(tx, actor, {
      eventType: old ? 'REPORT_UPDATE' : 'REPORT_CREATE',
      description: `Assistência da reunião de ${date} (${kind}) ${old ? 'alterada' : 'registada'}`,
      ...describe(date, kind),
      oldValues: old,
      newValues: entry,
    });
    return entry;
  });
}

export async function deleteAttendance(db: Database, actor: Actor, date: string, kind: MeetingKind): Promise<void> {
  await db.transaction(async (tx) => {
    const old = await findAttendance(tx, date, kind);
    if (!old) throw notFound(ATTENDANCE_MESSAGES.notFound);
    await tx.delete(meetingAttendance).where(and(eq(meetingAttendance.date, date), eq(meetingAttendance.kind, kind)));
    await recordAudit(tx, actor, {
      eventType: 'REPORT_DELETE',
      description: `Assistência da reunião de ${date} (${kind}) removida`,
      ...describe(date, kind),
      oldValues: old,
    });
  });
}
