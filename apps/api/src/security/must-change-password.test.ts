import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { caller, createTestApp, login, seedUser, type TestApp } from '../test/app.test-support';
import { snapshotDatabase } from './db-snapshot.test-support';

// The first admin and a reset password come with mustChangePassword: until the password is changed, the API answers
// nothing but the change itself, GET /auth/me and logout (issue 19, item 6). Generated from the route table.
let t: TestApp;
let user: { id: number; username: string; password: string };

const ALLOWED = ['PUT /api/users/password', 'GET /api/auth/me', 'POST /api/auth/logout'];

beforeAll(async () => {
  t = await createTestApp();
  user = await seedUser(t.db, { role: 'Admin' });
  await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
});
afterAll(() => t.close());

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (/year/i.test(name) ? '2026' : '1'));

describe('a user who must change their password', () => {
  it('is refused 403 PASSWORD_CHANGE_REQUIRED on every other route, and nothing changes', async () => {
    const call = caller(t.app, await login(t.app, user.username, user.password));
    const routes = t.app.apiRoutes.filter((r) => r.operation !== null);
    expect(routes.filter((r) => r.beforePasswordChange).map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(ALLOWED),
    );
    const guarded = routes.filter((r) => !ALLOWED.includes(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThan(40);
    const before = await snapshotDatabase(t.pool);
    const wrong: string[] = [];
    for (const route of guarded) {
      const res = await call(route.method as 'GET', concreteUrl(route.url), route.method === 'GET' ? undefined : {});
      const body = res.json();
      if (res.statusCode !== 403 || body.code !== ERROR_CODES.PASSWORD_CHANGE_REQUIRED) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${body.code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotDatabase(t.pool)).toEqual(before);
  });

  it('sees the refusal explained in pt-PT, may read who they are, and is let through once the password is changed', async () => {
    const call = caller(t.app, await login(t.app, user.username, user.password));
    const refused = await call('GET', '/api/publishers');
    expect(refused.json().error).toBe(
      'Tem de alterar a sua palavra-passe antes de continuar (Preferências → Segurança).',
    );
    const me = await call('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.mustChangePassword).toBe(true);

    const changed = await call('PUT', '/api/users/password', {
      username: user.username,
      currentPassword: user.password,
      newPassword: 'uma-nova-palavra-passe',
    });
    expect(changed.statusCode).toBe(200);
    const after = caller(t.app, await login(t.app, user.username, 'uma-nova-palavra-passe'));
    expect((await after('GET', '/api/publishers')).statusCode).toBe(200);
  });

  it('may sign out', async () => {
    const other = await seedUser(t.db, { role: 'Elder' });
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, other.id));
    const call = caller(t.app, await login(t.app, other.username, other.password));
    expect((await call('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);
  });
});
