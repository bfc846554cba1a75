import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema';
import { seedUser, setUpTestApp, signedIn } from '../test/app.test-support';

/**
 * What was typed into the username field of a failed sign-in is kept only when an account has that username; any
 * other text (a password typed in the wrong field) is recorded as unknown, by a short keyed digest (ADR 038).
 */
const w = setUpTestApp(async (t) => ({ admin: await signedIn(t, 'Admin') }));

const signIn = (username: string, password: string, remoteAddress = '192.0.2.77') =>
  w.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

async function failedSignIns(ip: string) {
  const rows = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FAILED_LOGIN'));
  return rows.filter((r) => r.ipAddress === ip);
}

describe('a password typed into the username field', () => {
  it('is never recorded: not in the description, the details or the CSV; an 8-digit digest stands for it', async () => {
    const typed = 'ana-Segredo-2024!';
    const ip = '192.0.2.71';
    expect((await signIn(typed, 'anything', ip)).statusCode).toBe(401);
    expect((await signIn(typed, 'anything else', ip)).statusCode).toBe(401);
    expect((await signIn('outra-coisa-qualquer', 'x', ip)).statusCode).toBe(401);
    const entries = await failedSignIns(ip);
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('segredo');
    expect(JSON.stringify(entries)).not.toContain('outra-coisa');
    const digests = entries.map((e) => (e.details as { unknownUsername?: string }).unknownUsername);
    expect(digests.every((d) => /^[0-9a-f]{8}$/.test(d ?? ''))).toBe(true);
    // the same text has the same digest (its tries can be correlated), another text another
    expect(digests[0]).toBe(digests[1]);
    expect(digests[2]).not.toBe(digests[0]);
    expect(entries[0]).toMatchObject({
      description: `Tentativa de sessão falhada para utilizador desconhecido (${digests[0]})`,
      userId: null,
      userUsername: null,
    });
    expect(entries[0]!.details).toMatchObject({ username: null, unknownUsername: digests[0] });

    const csv = await w.admin.call('GET', '/api/audit/export/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(digests[0]);
    expect(csv.body.toLowerCase()).not.toContain('segredo');
  });

  it('is not recorded by the limit either: its CRITICAL entry names the digest', async () => {
    const typed = 'Password-No-Campo-Errado';
    const ip = '192.0.2.72';
    for (let i = 0; i < 10; i += 1) expect((await signIn(typed, `x-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(typed, 'x', ip)).statusCode).toBe(429);
    const entries = await failedSignIns(ip);
    expect(entries.map((e) => e.severity)).toContain('CRITICAL');
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('campo-errado');
    const critical = entries.find((e) => e.severity === 'CRITICAL')!;
    expect(critical.description).toMatch(
      /^Limite de tentativas de sessão excedido para utilizador desconhecido \([0-9a-f]{8}\)$/,
    );
  });

  it('a username an account has is recorded as typed, as before', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const ip = '192.0.2.73';
    expect((await signIn(user.username, 'wrong-password', ip)).statusCode).toBe(401);
    const [entry] = await failedSignIns(ip);
    expect(entry).toMatchObject({ description: `Tentativa de sessão falhada para "${user.username}"` });
    expect(entry!.details).toMatchObject({ username: user.username });
  });
});
