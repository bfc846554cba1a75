import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { caller, login, seedUser, signedIn, TEST_PASSWORD } from '../../test/app.test-support';
import { entry, type RecordingCase, type World, write } from './recording-harness.test-support';

/** Audit coverage of sign-in, sign-out, refused calls and user administration (see recording.test.ts). */

const newUser = { password: 'segredo-novo-1', displayName: 'Nova Pessoa', email: null };
let seq = 0;
const unique = (prefix: string) => `${prefix}_${++seq}`;
const fresh = (w: World) => seedUser(w.t.db, { role: 'Elder', username: unique('alvo') });

const signIn = (w: World, username: string, password: string) =>
  w.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

/** A signed-in Elder whose account has the email `<username>@<domain>`. */
async function elderWithEmail(w: World, domain: string) {
  const u = await signedIn(w.t, 'Elder');
  await w.t.db
    .update(users)
    .set({ email: `${u.username}@${domain}` })
    .where(eq(users.id, u.id));
  return u;
}

export const ACCOUNT_CASES: RecordingCase[] = [
  // auth
  write({
    name: 'auth: POST /auth/login',
    arrange: (w) => fresh(w),
    act: (w, u) => signIn(w, u.username, TEST_PASSWORD),
    expected: (u) => entry('USER_LOGIN', 'LOW', 'session', { username: u.username }, null, null),
  }),
  write({
    name: 'auth: POST /auth/login with a wrong password',
    arrange: (w) => fresh(w),
    act: (w, u) => signIn(w, u.username, 'errada-123'),
    status: 401,
    secrets: () => ['errada-123'],
    expected: entry('FAILED_LOGIN', 'MEDIUM', 'session', null),
  }),
  write({
    name: 'auth: POST /auth/logout',
    arrange: async (w) => {
      const u = await fresh(w);
      return { ...u, token: await login(w.t.app, u.username) };
    },
    act: (w, u) => caller(w.t.app, u.token)('POST', '/api/auth/logout'),
    expected: (u) => entry('USER_LOGOUT', 'LOW', 'session', { username: u.username }),
  }),
  write({
    name: 'auth: a call the role may not make (403)',
    act: (w) => w.elder.call('GET', '/api/audit'),
    status: 403,
    expected: entry('UNAUTHORIZED_ACCESS', 'HIGH', 'api', 'elder'),
  }),
  // users
  write({
    name: 'users: POST /users/register',
    act: (w) =>
      w.admin.call('POST', '/api/users/register', {
        ...newUser,
        username: unique('registo'),
        role: 'Elder',
        groupId: w.groupId,
      }),
    status: 201,
    secrets: () => [newUser.password],
    expected: entry('USER_REGISTER', 'LOW', 'user', 'admin', null, { role: 'Elder' }),
  }),
  write({
    name: 'users: POST /users',
    act: (w) => w.secretary.call('POST', '/api/users', { ...newUser, username: unique('criado'), role: 'Secretary' }),
    status: 201,
    secrets: () => [newUser.password],
    expected: entry('USER_CREATE', 'LOW', 'user', 'secretary', undefined, { role: 'Secretary' }),
  }),
  write({
    name: 'users: PUT /users/:id',
    arrange: (w) => fresh(w),
    act: (w, u) => w.admin.call('PUT', `/api/users/${u.id}`, { username: u.username, displayName: 'Nome Novo' }),
    expected: (u) =>
      entry('USER_UPDATE', 'LOW', 'user', 'admin', { displayName: u.username }, { displayName: 'Nome Novo' }),
  }),
  write({
    name: 'users: PUT /users/:id/role',
    arrange: (w) => fresh(w),
    act: (w, u) => w.admin.call('PUT', `/api/users/${u.id}/role`, { role: 'Secretary' }),
    expected: entry('USER_ROLE_CHANGE', 'HIGH', 'user', 'admin', { role: 'Elder' }, { role: 'Secretary' }),
  }),
  write({
    name: 'users: DELETE /users/:id',
    arrange: (w) => fresh(w),
    act: (w, u) => w.admin.call('DELETE', `/api/users/${u.id}`),
    expected: (u) => entry('USER_DELETE', 'HIGH', 'user', 'admin', { username: u.username }),
  }),
  write({
    name: 'users: POST /users/:id/restore',
    arrange: async (w) => {
      const u = await fresh(w);
      await w.t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, u.id));
      return u;
    },
    act: (w, u) => w.admin.call('POST', `/api/users/${u.id}/restore`),
    expected: entry('USER_RESTORE', 'LOW', 'user', 'admin', undefined, { deleted_at: null }),
  }),
  write({
    name: 'users: POST /users/:id/invalidate-sessions',
    arrange: (w) => fresh(w),
    act: (w, u) => w.secretary.call('POST', `/api/users/${u.id}/invalidate-sessions`),
    expected: entry('SESSION_INVALIDATE', 'HIGH', 'user', 'secretary'),
  }),
  write({
    name: 'users: PUT /users/profile',
    arrange: (w) => signedIn(w.t, 'Elder', { displayName: 'Antes' }),
    act: (_w, u) => u.call('PUT', '/api/users/profile', { displayName: 'Depois' }),
    expected: (u) =>
      entry(
        'USER_UPDATE',
        'LOW',
        'user',
        { username: u.username },
        { displayName: 'Antes' },
        { displayName: 'Depois' },
      ),
  }),
  write({
    name: 'users: PUT /users/password',
    arrange: (w) => signedIn(w.t, 'Elder'),
    act: (_w, u) =>
      u.call('PUT', '/api/users/password', { currentPassword: TEST_PASSWORD, newPassword: 'outra-senha-9' }),
    secrets: () => ['outra-senha-9'],
    expected: (u) => entry('PASSWORD_CHANGE', 'MEDIUM', 'user', { username: u.username }),
  }),
  write({
    name: 'users: POST /users/email/confirm',
    arrange: async (w) => {
      const u = await signedIn(w.t, 'Elder');
      const newEmail = `${unique('mail')}@example.com`;
      await u.call('POST', '/api/users/email/request-code', { newEmail });
      const code = w.t.outbox.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return { ...u, newEmail, code };
    },
    act: (_w, u) => u.call('POST', '/api/users/email/confirm', { newEmail: u.newEmail, confirmationCode: u.code }),
    secrets: (u) => [u.code],
    expected: (u) =>
      entry('USER_UPDATE', 'MEDIUM', 'user', { username: u.username }, { email: null }, { email: u.newEmail }),
  }),
  write({
    name: 'users: DELETE /users/email',
    arrange: (w) => elderWithEmail(w, 'example.com'),
    act: (_w, u) => u.call('DELETE', '/api/users/email'),
    expected: (u) =>
      entry(
        'USER_UPDATE',
        'MEDIUM',
        'user',
        { username: u.username },
        { email: `${u.username}@example.com` },
        { email: null },
      ),
  }),
  write({
    name: 'users: PUT /users/email {email: null}',
    arrange: (w) => elderWithEmail(w, 'example.org'),
    act: (_w, u) => u.call('PUT', '/api/users/email', { email: null }),
    expected: (u) => entry('USER_UPDATE', 'MEDIUM', 'user', { username: u.username }, undefined, { email: null }),
  }),
  write({
    name: 'auth: a call by a user with role Publisher (403)',
    arrange: (w) => signedIn(w.t, 'Publisher'),
    act: (_w, u) => u.call('POST', '/api/households/', { name: 'Não deve existir' }),
    status: 403,
    expected: (u) => entry('UNAUTHORIZED_ACCESS', 'HIGH', 'api', { username: u.username }),
  }),
];
