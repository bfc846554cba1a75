import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, missingReportReminders, users } from '../../db/schema';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../../test/app.test-support';
import { seedActivity, seedPublisher, seedReport } from '../reports/fixtures.test-support';

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Congregação <no-reply@test.local>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("'Lembrar superintendente' over real SMTP", () => {
  it('emails the overseer the missing names once a day, audited; refuses what it cannot do and says why', async () => {
    const group = await seedGroup(t.db, 7);
    const silentGroup = await seedGroup(t.db, 8);
    const elder = await signedIn(t, 'Elder', { groupId: group, displayName: 'Irmão Sete' });
    await t.db.update(users).set({ email: 'sete@example.com' }).where(eq(users.id, elder.id));
    const secretary = await signedIn(t, 'Secretary');
    const activity = await seedActivity(t.db, { month: 3, year: 2026 });
    for (const [groupId, name, participatedInMinistry] of [
      [group, 'Bruno Costa', null],
      [group, 'Ana Reis', null],
      [group, 'Carla Dias', true],
      [silentGroup, 'Duarte Lima', null],
    ] as const) {
      const publisherId = await seedPublisher(t.db, { groupId, name });
      await seedReport(t.db, activity, { publisherId, participatedInMinistry });
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
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['sete@example.com']);
    expect(received[0]!.raw).toContain('Ana Reis');
    expect(received[0]!.raw).toContain('Bruno Costa');
    expect(received[0]!.raw).not.toContain('Carla Dias');
    expect(received[0]!.raw).not.toContain('Duarte Lima');

    const again = await secretary.call('POST', `${missingUrl}/${group}/remind`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('O superintendente já foi lembrado hoje. Pode lembrar de novo amanhã.');
    const noOverseer = await secretary.call('POST', `${missingUrl}/${silentGroup}/remind`);
    expect(noOverseer.statusCode).toBe(409);
    expect(noOverseer.json().error).toBe('Este grupo não tem superintendente com utilizador atribuído.');
    expect(received).toHaveLength(1);
    expect(await t.db.select().from(missingReportReminders)).toHaveLength(1);
    const after = (await secretary.call('GET', missingUrl)).json().groups;
    expect(after[0].reminderUnavailable).toBe('O superintendente já foi lembrado hoje. Pode lembrar de novo amanhã.');

    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.resource, 'missing_reports'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      eventType: 'DATA_EXPORT',
      severity: 'MEDIUM',
      userId: secretary.id,
      details: { groupId: group, to: elder.username, publishers: 2 },
    });
  });
});
