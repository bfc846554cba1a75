import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../../db/schema';
import { caller, login, seedGroup, seedUser, signedIn } from '../../../test/app.test-support';
import { sessionCount, setUpUsersApp } from './fixtures.test-support';

const w = setUpUsersApp(1);

const userRow = async (id: number) => (await w.t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = async (eventType: string, resourceId: number) =>
  (await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, eventType))).filter(
    (a) => a.resourceId === String(resourceId),
  );
let n = 0;
const newUser = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `novo_${n}`,
    password: 'segredo1',
    displayName: `Novo ${n}`,
    role: 'Elder',
    groupId: w.groupId,
    ...extra,
  };
};

/** A signed-in Admin, then a signed-in Elder (in that order). */
const adminAndElder = async () => ({ admin: await signedIn(w.t, 'Admin'), elder: await signedIn(w.t, 'Elder') });

describe('register and create', () => {
  it('registers a user (lower-cased, empty email null), audits without the password, and the user can sign in', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const res = await admin.call('POST', '/api/users/register', {
      ...newUser(),
      username: 'Ana_Silva',
      email: '',
      id: 999,
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'ana_silva',
      email: null,
      role: 'Elder',
      groupId: w.groupId,
      groupNumber: 1,
    });
    expect(user.id).not.toBe(999);
    expect(JSON.stringify(await auditOf('USER_REGISTER', user.id))).not.toContain('segredo1');
    expect(await login(w.t.app, 'ana_silva', 'segredo1')).toBeTypeOf('string');
  });

  it('POST /users creates with USER_CREATE and accepts every role', async () => {
    const secretary = await signedIn(w.t, 'Secretary');
    const res = await secretary.call('POST', '/api/users', newUser({ role: 'Publisher', email: 'Pub@Example.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('pub@example.com');
    expect(await auditOf('USER_CREATE', res.json().user.id)).toHaveLength(1);
  });

  it('answers 409 with the exact texts for a duplicate username or email (email case-insensitive)', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const first = newUser({ email: 'dup@example.com' });
    expect((await admin.call('POST', '/api/users/register', first)).statusCode).toBe(201);
    const sameName = await admin.call('POST', '/api/users/register', { ...newUser(), username: first.username });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe('Username already exists');
    const sameEmail = await admin.call('POST', '/api/users/register', newUser({ email: 'DUP@example.com' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('Email already exists');
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const before = (await w.t.db.select().from(users)).length;
    const cases = [
      [{ username: 'ab' }, 'username'],
      [{ username: 'with space' }, 'username'],
      [{ password: '12345' }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ displayName: '  ' }, 'displayName'],
      [{ role: 'Publisher' }, 'role'],
      [{ groupId: 987654 }, 'groupId'],
    ] as const;
    for (const [patch, field] of cases) {
      const res = await admin.call('POST', '/api/users/register', { ...newUser(), ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await w.t.db.select().from(users)).length).toBe(before);
  });

  it('refuses Elders and Publishers (403) and no token (401)', async () => {
    for (const role of ['Elder', 'Publisher'] as const) {
      const u = await signedIn(w.t, role, { groupId: w.groupId });
      expect((await u.call('POST', '/api/users/register', newUser())).statusCode).toBe(403);
      expect((await u.call('GET', '/api/users')).statusCode).toBe(403);
    }
    expect((await caller(w.t.app, null)('GET', '/api/users')).statusCode).toBe(401);
  });
});

describe('Secretary limits on Admin accounts', () => {
  it('refuses creating an Admin, granting Admin, and editing / deleting / restoring an Admin', async () => {
    const secretary = await signedIn(w.t, 'Secretary');
    const admin = await seedUser(w.t.db, { role: 'Admin' });
    const elder = await seedUser(w.t.db, { role: 'Elder' });
    const adminBefore = await userRow(admin.id);
    const refusals = [
      await secretary.call('POST', '/api/users/register', newUser({ role: 'Admin' })),
      await secretary.call('POST', '/api/users', newUser({ role: 'Admin' })),
      await secretary.call('PUT', `/api/users/${elder.id}/role`, { role: 'Admin' }),
      await secretary.call('PUT', `/api/users/${elder.id}`, { username: elder.username, role: 'Admin' }),
      await secretary.call('PUT', `/api/users/${admin.id}`, { username: 'renamed_admin' }),
      await secretary.call('PUT', `/api/users/${admin.id}/role`, { role: 'Elder' }),
      await secretary.call('DELETE', `/api/users/${admin.id}`),
    ];
    for (const res of refusals) expect(res.statusCode).toBe(403);
    expect(await userRow(admin.id)).toEqual(adminBefore);
    expect((await userRow(elder.id)).role).toBe('Elder');
    await w.t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.id));
    expect((await secretary.call('POST', `/api/users/${admin.id}/restore`)).statusCode).toBe(403);
    expect((await userRow(admin.id)).deletedAt).not.toBeNull();
    const audits = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'));
    expect(audits.filter((a) => a.userId === secretary.id).length).toBeGreaterThanOrEqual(8);
  });

  it('lets an Admin grant Admin', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const elder = await seedUser(w.t.db, { role: 'Elder' });
    const res = await admin.call('PUT', `/api/users/${elder.id}/role`, { role: 'Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('Admin');
  });
});

describe('list, get, update', () => {
  it('lists active and deleted users apart and gets one; 404 for an unknown id', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const gone = await seedUser(w.t.db, { role: 'Elder' });
    await w.t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const active = (await admin.call('GET', '/api/users')).json().users as { id: number }[];
    const deleted = (await admin.call('GET', '/api/users/deleted')).json().users as {
      id: number;
      deleted_at: string;
    }[];
    expect(active.some((u) => u.id === gone.id)).toBe(false);
    expect(deleted.find((u) => u.id === gone.id)?.deleted_at).toBeTruthy();
    expect((await admin.call('GET', `/api/users/${admin.id}`)).json().user.username).toBe(admin.username);
    expect((await admin.call('GET', '/api/users/99999')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/users/abc')).statusCode).toBe(400);
  });

  it('updates another user, ends their sessions, and records old and new values', async () => {
    const { admin, elder } = await adminAndElder();
    const res = await admin.call('PUT', `/api/users/${elder.id}`, {
      username: `${elder.username}_x`,
      displayName: 'Novo Nome',
      role: 'Elder',
      groupId: w.groupId,
      email: 'Elder.New@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      displayName: 'Novo Nome',
      groupId: w.groupId,
      email: 'elder.new@example.com',
    });
    expect(await sessionCount(w.t, elder.id)).toBe(0);
    expect((await elder.call('GET', '/api/auth/me')).statusCode).toBe(401);
    const [audit] = await auditOf('USER_UPDATE', elder.id);
    expect(audit!.oldValues).toMatchObject({ username: elder.username });
    expect(audit!.newValues).toMatchObject({ username: `${elder.username}_x`, displayName: 'Novo Nome' });
  });

  it('updating oneself keeps the current session; an empty email removes it', async () => {
    const admin = await signedIn(w.t, 'Admin');
    await w.t.db.update(users).set({ email: 'self@example.com' }).where(eq(users.id, admin.id));
    const res = await admin.call('PUT', `/api/users/${admin.id}`, { username: admin.username, email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBeNull();
    expect((await admin.call('GET', '/api/auth/me')).statusCode).toBe(200);
    const self = await admin.call('PUT', `/api/users/${admin.id}`, { username: admin.username, role: 'Elder' });
    expect(self.statusCode).toBe(403);
  });

  it('refuses a duplicate username or email on update with the exact 409 texts', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const a = await seedUser(w.t.db, { role: 'Elder' });
    const b = await seedUser(w.t.db, { role: 'Elder' });
    await w.t.db.update(users).set({ email: 'taken@example.com' }).where(eq(users.id, a.id));
    const dupName = await admin.call('PUT', `/api/users/${b.id}`, { username: a.username });
    expect(dupName.json()).toMatchObject({ error: 'Username already exists' });
    const dupEmail = await admin.call('PUT', `/api/users/${b.id}`, {
      username: b.username,
      email: 'TAKEN@example.com',
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error).toBe('Email already exists');
    expect((await userRow(b.id)).email).toBeNull();
  });

  it("changes a role with USER_ROLE_CHANGE and ends that user's sessions", async () => {
    const { admin, elder } = await adminAndElder();
    const res = await admin.call('PUT', `/api/users/${elder.id}/role`, { role: 'Secretary' });
    expect(res.json().user.role).toBe('Secretary');
    expect(await sessionCount(w.t, elder.id)).toBe(0);
    const [audit] = await auditOf('USER_ROLE_CHANGE', elder.id);
    expect(audit).toMatchObject({ severity: 'HIGH', oldValues: { role: 'Elder' }, newValues: { role: 'Secretary' } });
  });
});

describe('delete, restore, sessions', () => {
  it('soft-deletes, ends sessions, blocks sign-in; restore brings the user back', async () => {
    const admin = await signedIn(w.t, 'Secretary');
    const elder = await signedIn(w.t, 'Elder');
    const res = await admin.call('DELETE', `/api/users/${elder.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.deleted_at).toBeTruthy();
    expect((await userRow(elder.id)).deletedAt).not.toBeNull();
    expect(await sessionCount(w.t, elder.id)).toBe(0);
    const signIn = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: elder.username, password: 'password123' },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await admin.call('DELETE', `/api/users/${elder.id}`)).statusCode).toBe(404);
    expect(await auditOf('USER_DELETE', elder.id)).toHaveLength(1);

    const restored = await admin.call('POST', `/api/users/${elder.id}/restore`);
    expect(restored.json().user.deleted_at).toBeNull();
    expect(await login(w.t.app, elder.username)).toBeTypeOf('string');
    expect((await admin.call('POST', `/api/users/${elder.id}/restore`)).statusCode).toBe(409);
    expect(await auditOf('USER_RESTORE', elder.id)).toHaveLength(1);
  });

  it('nobody deletes themselves', async () => {
    for (const role of ['Admin', 'Secretary'] as const) {
      const u = await signedIn(w.t, role);
      const res = await u.call('DELETE', `/api/users/${u.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Não pode eliminar a sua própria conta.');
      expect((await userRow(u.id)).deletedAt).toBeNull();
    }
  });

  it('invalidates every session of a user', async () => {
    const { admin, elder } = await adminAndElder();
    await login(w.t.app, elder.username);
    const res = await admin.call('POST', `/api/users/${elder.id}/invalidate-sessions`);
    expect(res.json()).toEqual({ ok: true, sessionsEnded: 2 });
    expect(await sessionCount(w.t, elder.id)).toBe(0);
    expect((await auditOf('SESSION_INVALIDATE', elder.id))[0]?.severity).toBe('HIGH');
    expect((await admin.call('POST', '/api/users/99999/invalidate-sessions')).statusCode).toBe(404);
  });
});

describe('GET /users/group-overseers', () => {
  it('lists active Elders with a group for staff, not for Publishers', async () => {
    const g = await seedGroup(w.t.db, 7);
    const overseer = await seedUser(w.t.db, { role: 'Elder', groupId: g, displayName: 'Irmão Sete' });
    const gone = await seedUser(w.t.db, { role: 'Elder', groupId: g });
    await w.t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const elder = await signedIn(w.t, 'Elder');
    const { overseers } = (await elder.call('GET', '/api/users/group-overseers')).json();
    expect(overseers).toContainEqual({
      id: overseer.id,
      groupId: g,
      groupNumber: 7,
      displayName: 'Irmão Sete',
      username: overseer.username,
    });
    expect(overseers.some((o: { id: number }) => o.id === gone.id || o.id === elder.id)).toBe(false);
    const publisher = await signedIn(w.t, 'Publisher');
    expect((await publisher.call('GET', '/api/users/group-overseers')).statusCode).toBe(403);
  });
});
