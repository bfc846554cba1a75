import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, meetingAttendance } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';

const w = setUpTestApp(async (t) => ({
  secretary: await signedIn(t, 'Secretary'),
  admin: await signedIn(t, 'Admin'),
  elder: await signedIn(t, 'Elder'),
}));

const put = (date: string, kind: string, body: unknown) =>
  w.secretary.call('PUT', `/api/meeting-attendance/${date}/${kind}`, body);

describe('meeting attendance (S-88)', () => {
  it('records meetings, replaces a second PUT and sums each month as the card does', async () => {
    expect((await put('2025-09-03', 'midweek', { inPerson: 80, online: 12 })).statusCode).toBe(200);
    expect((await put('2025-09-10', 'midweek', { inPerson: 60, online: 0 })).statusCode).toBe(200);
    const replaced = await put('2025-09-10', 'midweek', { inPerson: 72, online: 11 });
    expect(replaced.json()).toEqual({ date: '2025-09-10', kind: 'midweek', inPerson: 72, online: 11 });
    await put('2025-09-07', 'weekend', { inPerson: 100, online: 21 });
    await w.admin.call('PUT', '/api/meeting-attendance/2025-09-14/weekend', { inPerson: 95, online: 20 });
    await put('2026-08-30', 'weekend', { inPerson: 0, online: 9999 });

    const res = await w.elder.call('GET', '/api/meeting-attendance/2026');
    expect(res.statusCode).toBe(200);
    const year = res.json();
    expect(year.serviceYear).toBe(2026);
    expect(year.months.map((m: { month: number; year: number }) => `${m.month}/${m.year}`)).toEqual([
      '8/2025',
      '9/2025',
      '10/2025',
      '11/2025',
      '0/2026',
      '1/2026',
      '2/2026',
      '3/2026',
      '4/2026',
      '5/2026',
      '6/2026',
      '7/2026',
    ]);
    const [september, october] = year.months;
    // midweek: (80+12) + (72+11) = 92 + 83 = 175 over 2 meetings = 87.5 -> 88 (halves up)
    expect(september.midweek).toEqual({ meetings: 2, total: 175, average: 88 });
    // weekend: (100+21) + (95+20) = 121 + 115 = 236 over 2 = 118
    expect(september.weekend).toEqual({ meetings: 2, total: 236, average: 118 });
    expect(september.entries).toEqual([
      { date: '2025-09-03', kind: 'midweek', inPerson: 80, online: 12 },
      { date: '2025-09-07', kind: 'weekend', inPerson: 100, online: 21 },
      { date: '2025-09-10', kind: 'midweek', inPerson: 72, online: 11 },
      { date: '2025-09-14', kind: 'weekend', inPerson: 95, online: 20 },
    ]);
    expect(october).toMatchObject({
      midweek: { meetings: 0, total: 0, average: 0 },
      weekend: { meetings: 0, total: 0, average: 0 },
      entries: [],
    });
    expect(year.months[11].weekend).toEqual({ meetings: 1, total: 9999, average: 9999 });
    // the next service year does not see them
    const next = (await w.elder.call('GET', '/api/meeting-attendance/2027')).json();
    expect(next.months.every((m: { entries: unknown[] }) => m.entries.length === 0)).toBe(true);
  });

  it('audits the creation, the replacement (old values) and the removal', async () => {
    await put('2025-10-05', 'weekend', { inPerson: 50, online: 5 });
    await put('2025-10-05', 'weekend', { inPerson: 51, online: 5 });
    const removed = await w.secretary.call('DELETE', '/api/meeting-attendance/2025-10-05/weekend');
    expect(removed.statusCode).toBe(200);
    const entries = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'meeting_attendance'), eq(auditLogs.resourceId, '2025-10-05/weekend')))
      .orderBy(auditLogs.id);
    expect(entries.map((e) => [e.eventType, e.severity])).toEqual([
      ['REPORT_CREATE', 'LOW'],
      ['REPORT_UPDATE', 'LOW'],
      ['REPORT_DELETE', 'HIGH'],
    ]);
    expect(entries[1]).toMatchObject({ oldValues: { inPerson: 50 }, newValues: { inPerson: 51 } });
    expect(entries[2]).toMatchObject({ userId: w.secretary.id, oldValues: { inPerson: 51, online: 5 } });
    const again = await w.secretary.call('DELETE', '/api/meeting-attendance/2025-10-05/weekend');
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Não existe registo de assistência para essa reunião.');
  });

  it('refuses bad input with 400 and a pt-PT message, storing nothing', async () => {
    const before = await w.t.db.select().from(meetingAttendance);
    const bodies = [
      { inPerson: -1, online: 0 },
      { inPerson: 10_000, online: 0 },
      { inPerson: 1.5, online: 0 },
      { inPerson: '12', online: 0 },
      { inPerson: 12 },
      { inPerson: 12, online: null },
      { inPerson: 12, online: 0, date: '2025-11-02' },
    ];
    for (const body of bodies) {
      const res = await put('2025-11-02', 'weekend', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/inPerson|online|date/);
    }
    const counts = { inPerson: 10, online: 1 };
    for (const date of ['2025-02-29', '2025-13-01', '2025-11-31', '02-11-2025', 'ontem']) {
      const res = await put(date, 'weekend', counts);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toContain('Data inválida');
    }
    const kind = await put('2025-11-02', 'sunday', counts);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toContain('Tipo de reunião inválido');
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const date of [inTwoDays, '2099-01-01']) {
      const res = await put(date, 'midweek', counts);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toBe('Não é possível registar a assistência de uma reunião numa data futura.');
    }
    expect(await w.t.db.select().from(meetingAttendance)).toEqual(before);
    // a leap day is a real date
    expect((await put('2024-02-29', 'midweek', counts)).statusCode).toBe(200);
  });

  it('lets Elders read but not write; Publishers neither', async () => {
    const elderPut = await w.elder.call('PUT', '/api/meeting-attendance/2025-12-07/weekend', {
      inPerson: 1,
      online: 1,
    });
    expect(elderPut.statusCode).toBe(403);
    expect((await w.elder.call('DELETE', '/api/meeting-attendance/2025-09-03/midweek')).statusCode).toBe(403);
    const publisher = await signedIn(w.t, 'Publisher');
    expect((await publisher.call('GET', '/api/meeting-attendance/2026')).statusCode).toBe(403);
    const stored = await w.t.db.select().from(meetingAttendance).where(eq(meetingAttendance.date, '2025-12-07'));
    expect(stored).toEqual([]);
    expect((await w.elder.call('GET', '/api/meeting-attendance/abc')).statusCode).toBe(400);
  });
});
