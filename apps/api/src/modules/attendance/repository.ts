import type { MeetingKind } from '@congregacao/shared/attendance-rules';
import type { AttendanceEntry } from '@congregacao/shared/contracts/attendance';
import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meetingAttendance } from '../../db/schema';

const entryColumns = {
  date: meetingAttendance.date,
  kind: meetingAttendance.kind,
  inPerson: meetingAttendance.inPerson,
  online: meetingAttendance.online,
};

/** The meetings held between two dates (inclusive, yyyy-mm-dd), by date then kind (midweek before weekend). */
export async function listAttendance(
  db: DbOrTx,
  from: string,
  to: string,
  kind?: MeetingKind,
): Promise<AttendanceEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(meetingAttendance)
    .where(and(between(meetingAttendance.date, from, to), kind ? eq(meetingAttendance.kind, kind) : undefined))
    .orderBy(asc(meetingAttendance.date), asc(meetingAttendance.kind));
  return rows as AttendanceEntry[];
}

export async function findAttendance(db: DbOrTx, date: string, kind: MeetingKind): Promise<AttendanceEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.date, date), eq(meetingAttendance.kind, kind)))
    .for('update');
  return (row as AttendanceEntry | undefined) ?? null;
}
