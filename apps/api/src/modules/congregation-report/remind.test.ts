import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, missingReportReminders, users } from '../../db/schema';
import { seedGroup, signedIn } from '../../test/app.test-support';
import { setUpSmtpTestApp } from '../../test/smtp.test-support';
import { seedActivity, seedPublisher, seedReport } from '../reports/fixtures.test-support';

const w = setUpSmtpTestApp();

describe("'Lembrar superintendente' over real SMTP", () => {
  it('emails the overseer the missing names once a day, audited; refuses what it cannot do and says why', async () => {
    const group = await seedGroup(w.t.db, 7);
    const silentGroup = await seedGroup(w.t.db, 8);
    const elder = await signedIn(w.t, 'Elder', { groupId: group, displayName: 'Irmão Sete' });
    await w.t.db.update(users).set({ email: 'sete@example.com' }).where(eq(users.id, elder.id));
    const secretary = await signedIn(w.t, 'Secretary');
    const activity = await seedActivity(w.t.db, { month: 3, year: 2026 });
    for (const [groupId, name, participatedInMinistry] of [
      [group, 'Bruno Costa', null],
      [group, 'Ana Reis', null],
      [group, 'Carla Dias', true],
      [silentGroup, 'Duarte Lima', null],
    ] as const) {
      const publisherId = await seedPublisher(w.t.db, { groupId, name });
      await seedReport(w.t.db, activity, { publisherId, participatedInMinistry });
    }
    const missingUrl = `/api/monthlyactivityreports/${activity}/missing`;
    const before = (await secretary.call('GET', missingUrl)).json().groups;
    expect(before.map((g: { reminderUnavailable: string | null }) => g.reminderUnavailable)).toEqual([
      null,
      'Este grupo não tem superintendente com utilizador atribuído.',
    ]);

    expect((await elder.call('POST', `${missingUrl}/${group}/remind`)).statusCode).toBe(403);
    const sent = await secretary.call('POST', `${missingUrl}/${group}/remind`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: elder.username, publishers: 2 });
    expect(w.received).toHaveLength(1);
    expect(w.received[0]!.to).toEqual(['sete@example.com']);
    expect(w.received[0]!.raw).toContain('Ana Reis');
    expect(w.received[0]!.raw).toContain('Bruno Costa');
    expect(w.received[0]!.raw).not.toContain('Carla Dias');
    expect(w.received[0]!.raw).not.toContain('Duarte Lima');

    const again = await secretary.call('POST', `${missingUrl}/${group}/remind`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('O superintendente já foi lembrado hoje. Pode lembrar de novo amanhã.');
    const noOverseer = await secretary.call('POST', `${missingUrl}/${silentGroup}/remind`);
    expect(noOverseer.statusCode).toBe(409);
    expect(noOverseer.json().error).toBe('Este grupo não tem superintendente com utilizador atribuído.');
    expect(w.received).toHaveLength(1);
    expect(await w.t.db.select().from(missingReportReminders)).toHaveLength(1);
    const after = (await secretary.call('GET', missingUrl)).json().groups;
    expect(after[0].reminderUnavailable).toBe('O superintendente já foi lembrado hoje. Pode lembrar de novo amanhã.');

    const audit = await w.t.db.select().from(auditLogs).where(eq(auditLogs.resource, 'missing_reports'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      eventType: 'DATA_EXPORT',
      severity: 'MEDIUM',
      userId: secretary.id,
      details: { groupId: group, to: elder.username, publishers: 2 },
    });
  });
});
