import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, login, seedGroup, seedUser, signedIn, type TestApp } from '../../test/app.test-support';

/** Issue 21 point 7: a Secretary cannot end an Admin's sessions; an Elder cannot be registered without a group. */
let t: TestApp;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  groupId = await seedGroup(t.db, 5);
});
afterAll(() => t.close());

const sessionCount = async (userId: number) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("a Secretary and an Admin's sessions", () => {
  it('refuses with 403 and ends nothing; the Secretary still ends an Elder’s', async () => {
    const secretary = await signedIn(t, 'Secretary');
    const admin = await signedIn(t, 'Admin');
    await login(t.app, admin.username);
    const refused = await secretary.call('POST', `/api/users/${admin.id}/invalidate-sessions`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('Administrador');
    expect(await sessionCount(admin.id)).toBe(2);
    const elder = await signedIn(t, 'Elder', { groupId });
    expect((await secretary.call('POST', `/api/users/${elder.id}/invalidate-sessions`)).statusCode).toBe(200);
    expect(await sessionCount(elder.id)).toBe(0);
  });
});

describe('an Elder needs a group', () => {
  it('refuses registering, creating or making an Elder without a group (400), and changes nothing', async () => {
    const admin = await signedIn(t, 'Admin');
    const body = { username: 'sem_grupo', password: 'segredo1', displayName: 'Sem Grupo', role: 'Elder' };
    for (const url of ['/api/users/register', '/api/users']) {
      const res = await admin.call('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toContain('grupo');
    }
    expect(await t.db.select().from(users).where(eq(users.username, 'sem_grupo'))).toHaveLength(0);
    const secretary = await seedUser(t.db, { role: 'Secretary' });
    expect((await admin.call('PUT', `/api/users/${secretary.id}/role`, { role: 'Elder' })).statusCode).toBe(400);
    const cleared = await admin.call('PUT', `/api/users/${secretary.id}`, {
      username: secretary.username,
      role: 'Elder',
      groupId: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, secretary.id)))[0]!.role).toBe('Secretary');
    const withGroup = await admin.call('POST', '/api/users', { ...body, groupId });
    expect(withGroup.statusCode, withGroup.body).toBe(201);
  });
});
