import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailConfirmationCodes, sessions, users } from '../../../db/schema';
import {
  type Caller,
  caller,
  createTestApp,
  login,
  seedUser,
  signedIn,
  type TestApp,
} from '../../../test/app.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const codeFor = (email: string) => {
  const mail = t.outbox.filter((m) => m.to === email).at(-1);
  return mail?.text.match(/\b(\d{6})\b/)?.[1];
};

/** PUT /users/password with the body given. */
const changePassword = (user: { call: Caller }, body: Record<string, unknown>) =>
  user.call('PUT', '/api/users/password', body);

/** POST /users/email/confirm with the address and the code given. */
const confirmEmail = (user: { call: Caller }, newEmail: string, confirmationCode: string) =>
  user.call('POST', '/api/users/email/confirm', { newEmail, confirmationCode });

describe('PUT /users/profile', () => {
  it('saves display name and theme for any role, and refuses an empty name or unknown theme', async () => {
    const publisher = await signedIn(t, 'Publisher');
    const res = await publisher.call('PUT', '/api/users/profile', {
      displayName: ' Irmã Ana ',
      preferredTheme: 'teal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ displayName: 'Irmã Ana', preferredTheme: 'teal' });
    expect((await publisher.call('PUT', '/api/users/profile', { preferredTheme: 'green' })).json().user).toMatchObject({
      displayName: 'Irmã Ana',
      preferredTheme: 'green',
    });
    for (const body of [{ displayName: '' }, { preferredTheme: 'pink' }, {}]) {
      expect((await publisher.call('PUT', '/api/users/profile', body)).statusCode).toBe(400);
    }
    expect(await userRow(publisher.id)).toMatchObject({ displayName: 'Irmã Ana', preferredTheme: 'green' });
  });
});

describe('PUT /users/password', () => {
  it('401 for a wrong current password, nothing changed', async () => {
    const elder = await signedIn(t, 'Elder');
    const before = await userRow(elder.id);
    const res = await changePassword(elder, {
      currentPassword: 'wrong-one',
      newPassword: 'nova-senha',
      username: elder.username,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Password atual incorreta.');
    expect((await userRow(elder.id)).passwordHash).toBe(before.passwordHash);
    expect((await elder.call('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a new password under 6 characters', async () => {
    const elder = await signedIn(t, 'Elder');
    const res = await changePassword(elder, {
      currentPassword: 'password123',
      newPassword: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('newPassword');
  });

  it('changes it, clears must-change, ends the other sessions only, and audits without secrets', async () => {
    const admin = await signedIn(t, 'Admin');
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, admin.id));
    const other = await login(t.app, admin.username);
    const res = await changePassword(admin, {
      currentPassword: 'password123',
      newPassword: 'nova-senha-1',
      username: admin.username,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mustChangePassword).toBe(false);
    expect((await admin.call('GET', '/api/auth/me')).statusCode).toBe(200);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(left).toHaveLength(1);
    expect((await caller(t.app, other)('GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await login(t.app, admin.username, 'nova-senha-1')).toBeTypeOf('string');
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'PASSWORD_CHANGE'));
    expect(audit.find((a) => a.userId === admin.id)?.severity).toBe('MEDIUM');
    expect(JSON.stringify(audit)).not.toContain('nova-senha-1');
  });
});

describe('email change with a code', () => {
  it('sends a 6-digit code, stores only its hash, and confirms once', async () => {
    const elder = await signedIn(t, 'Elder');
    const req = await elder.call('POST', '/api/users/email/request-code', { newEmail: 'Novo.Email@Example.com' });
    expect(req.statusCode).toBe(200);
    const code = codeFor('novo.email@example.com')!;
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db
      .select()
      .from(emailConfirmationCodes)
      .where(eq(emailConfirmationCodes.userId, elder.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toHaveLength(64);
    const ok = await confirmEmail(elder, 'novo.email@example.com', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('novo.email@example.com');
    const again = await confirmEmail(elder, 'novo.email@example.com', code);
    expect(again.statusCode).toBe(400);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, elder.id));
    expect(JSON.stringify(audits)).not.toContain(code);
  });

  it('400 for a wrong or expired code, and nothing changes', async () => {
    const elder = await signedIn(t, 'Elder');
    await elder.call('POST', '/api/users/email/request-code', { newEmail: 'wrong@example.com' });
    const code = codeFor('wrong@example.com')!;
    const wrong = await confirmEmail(elder, 'wrong@example.com', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    const otherEmail = await confirmEmail(elder, 'another@example.com', code);
    expect(otherEmail.statusCode).toBe(400);
    await t.db
      .update(emailConfirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationCodes.userId, elder.id));
    const expired = await confirmEmail(elder, 'wrong@example.com', code);
    expect(expired.statusCode).toBe(400);
    // no live code: none of it left to try, a new one is needed
    expect(expired.json()).toMatchObject({ attemptsLeft: 0, error: expect.stringContaining('Peça um novo código') });
    expect((await userRow(elder.id)).email).toBeNull();
  });

  it('burns the code after 5 wrong tries: the right code then gets 429', async () => {
    const elder = await signedIn(t, 'Elder');
    await elder.call('POST', '/api/users/email/request-code', { newEmail: 'burn@example.com' });
    const code = codeFor('burn@example.com')!;
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await confirmEmail(elder, 'burn@example.com', wrongCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().attemptsLeft).toBe(4 - i);
    }
    const late = await confirmEmail(elder, 'burn@example.com', code);
    expect(late.statusCode).toBe(429);
    // the screen compares the code and offers a new one; waiting would not help (no Retry-After)
    expect(late.json()).toEqual({
      code: 'CONFIRMATION_CODE_USED_UP',
      error: 'Demasiadas tentativas com este código. Peça um novo código.',
    });
    expect(late.headers['retry-after']).toBeUndefined();
    expect((await userRow(elder.id)).email).toBeNull();
    // a new code works again
    await elder.call('POST', '/api/users/email/request-code', { newEmail: 'burn@example.com' });
    const fresh = await confirmEmail(elder, 'burn@example.com', codeFor('burn@example.com')!);
    expect(fresh.statusCode).toBe(200);
  });

  it('409 when the address belongs to another user (case-insensitive), at request and at confirm', async () => {
    const owner = await seedUser(t.db, { role: 'Elder' });
    await t.db.update(users).set({ email: 'owned@example.com' }).where(eq(users.id, owner.id));
    const elder = await signedIn(t, 'Elder');
    const req = await elder.call('POST', '/api/users/email/request-code', { newEmail: 'OWNED@example.com' });
    expect(req.statusCode).toBe(409);
    expect(req.json().error).toBe('Email already exists');

    await elder.call('POST', '/api/users/email/request-code', { newEmail: 'race@example.com' });
    const code = codeFor('race@example.com')!;
    await t.db.update(users).set({ email: 'race@example.com' }).where(eq(users.id, owner.id));
    const confirm = await confirmEmail(elder, 'race@example.com', code);
    expect(confirm.statusCode).toBe(409);
    expect((await userRow(elder.id)).email).toBeNull();
  });

  it('refuses an invalid address and the current one', async () => {
    const elder = await signedIn(t, 'Elder');
    await t.db.update(users).set({ email: 'same@example.com' }).where(eq(users.id, elder.id));
    expect((await elder.call('POST', '/api/users/email/request-code', { newEmail: 'nope' })).statusCode).toBe(400);
    const same = await elder.call('POST', '/api/users/email/request-code', { newEmail: 'Same@example.com' });
    expect(same.statusCode).toBe(400);
  });
});

describe('email removal', () => {
  it('DELETE /users/email removes it, then 400 when there is none; PUT {email: null} too', async () => {
    const elder = await signedIn(t, 'Elder');
    await t.db.update(users).set({ email: 'remove@example.com' }).where(eq(users.id, elder.id));
    const res = await elder.call('DELETE', '/api/users/email');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBeNull();
    const none = await elder.call('DELETE', '/api/users/email');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Não há email para remover.');

    await t.db.update(users).set({ email: 'put@example.com' }).where(eq(users.id, elder.id));
    expect((await elder.call('PUT', '/api/users/email', { email: 'sneaky@example.com' })).statusCode).toBe(400);
    expect((await userRow(elder.id)).email).toBe('put@example.com');
    expect((await elder.call('PUT', '/api/users/email', { email: null })).json().user.email).toBeNull();
  });
});
