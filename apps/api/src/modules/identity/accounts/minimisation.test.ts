import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { login, seedUser, signedIn } from '../../../test/app.test-support';
import { sessionCount, setUpUsersApp } from './fixtures.test-support';

/** Issue 21 point 7: a Secretary cannot end an Admin's sessions; an Elder cannot be registered without a group. */
const w = setUpUsersApp(5);

describe("a Secretary and an Admin's sessions", () => {
  it('refuses with 403 and ends nothing; the Secretary still ends an Elder’s', async () => {
    const secretary = await signedIn(w.t, 'Secretary');
    const admin = await signedIn(w.t, 'Admin');
    await login(w.t.app, admin.username);
    const refused = await secretary.call('POST', `/api/users/${admin.id}/invalidate-sessions`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('Administrador');
    expect(await sessionCount(w.t, admin.id)).toBe(2);
    const elder = await signedIn(w.t, 'Elder', { groupId: w.groupId });
    expect((await secretary.call('POST', `/api/users/${elder.id}/invalidate-sessions`)).statusCode).toBe(200);
    expect(await sessionCount(w.t, elder.id)).toBe(0);
  });
});

describe('an Elder needs a group', () => {
  it('refuses registering, creating or making an Elder without a group (400), and changes nothing', async () => {
    const admin = await signedIn(w.t, 'Admin');
    const body = { username: 'sem_grupo', password: 'segredo1', displayName: 'Sem Grupo', role: 'Elder' };
    for (const url of ['/api/users/register', '/api/users']) {
      const res = await admin.call('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toContain('grupo');
    }
    expect(await w.t.db.select().from(users).where(eq(users.username, 'sem_grupo'))).toHaveLength(0);
    const secretary = await seedUser(w.t.db, { role: 'Secretary' });
    expect((await admin.call('PUT', `/api/users/${secretary.id}/role`, { role: 'Elder' })).statusCode).toBe(400);
    const cleared = await admin.call('PUT', `/api/users/${secretary.id}`, {
      username: secretary.username,
      role: 'Elder',
      groupId: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect((await w.t.db.select().from(users).where(eq(users.id, secretary.id)))[0]!.role).toBe('Secretary');
    const withGroup = await admin.call('POST', '/api/users', { ...body, groupId: w.groupId });
    expect(withGroup.statusCode, withGroup.body).toBe(201);
  });
});
