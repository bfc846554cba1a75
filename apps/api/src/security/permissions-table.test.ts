import type { UserRole } from '@congregacao/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishers, users } from '../db/schema';
import {
  createTestApp,
  login,
  seedGroup,
  seedUser,
  signedIn,
  TEST_PASSWORD,
  type TestApp,
} from '../test/app.test-support';

/**
 * Issue 21 point 8: who may call what, written BY HAND from the spec's route table (point 2) and its roles and
 * permissions (point 6) — deliberately not derived from packages/shared/permissions — and checked against the live
 * API for every route and role, so a wrong entry in the shared matrix fails here.
 *
 * ANY: every signed-in user (their own session and account: signing out, the password, preferences' data).
 * Screens for Admin, Secretary and Elder (dashboard, publisher list, fill reports, history, pioneers, S-21 cards of
 * their group); Admin and Secretary (users, groups and households, audit, publisher records, the congregation's
 * S-21 zip); the Secretary alone (post, edit, review, open and close activities).
 */
const ANY: UserRole[] = ['Admin', 'Secretary', 'Elder', 'Publisher'];
const ASE: UserRole[] = ['Admin', 'Secretary', 'Elder'];
const AS: UserRole[] = ['Admin', 'Secretary'];
const S: UserRole[] = ['Secretary'];
const P: UserRole[] = ['Publisher'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = [method: Method, url: string, allowed: UserRole[], body?: object];

const TABLE: Row[] = [
  ['GET', '/api/auth/me', ANY],
  ['GET', '/api/auth/session', ANY],
  ['PUT', '/api/users/profile', ANY],
  ['PUT', '/api/users/password', ANY],
  ['POST', '/api/users/email/request-code', ANY],
  ['POST', '/api/users/email/confirm', ANY],
  ['PUT', '/api/users/email', ANY],
  ['DELETE', '/api/users/email', ANY],
  ['GET', '/api/users', AS],
  ['GET', '/api/users/deleted', AS],
  ['GET', '/api/users/group-overseers', ASE],
  ['GET', '/api/users/999999', AS],
  ['POST', '/api/users/register', AS],
  ['POST', '/api/users', AS],
  ['PUT', '/api/users/999999', AS],
  ['PUT', '/api/users/999999/role', AS],
  ['DELETE', '/api/users/999999', AS],
  ['POST', '/api/users/999999/restore', AS],
  ['POST', '/api/users/999999/invalidate-sessions', AS],
  ['GET', '/api/publishers/', ASE],
  ['GET', '/api/publishers/disabled', ASE],
  ['GET', '/api/publishers/999999', AS],
  ['POST', '/api/publishers/', AS],
  ['PUT', '/api/publishers/999999', AS],
  ['GET', '/api/service-groups/', ASE],
  ['POST', '/api/service-groups/', AS],
  ['DELETE', '/api/service-groups/999999', AS],
  ['GET', '/api/households/', AS],
  ['POST', '/api/households/', AS],
  ['DELETE', '/api/households/999999', AS],
  ['GET', '/api/monthlyactivityreports/', ASE],
  ['GET', '/api/monthlyactivityreports/999999', ASE],
  ['POST', '/api/monthlyactivityreports/', S],
  ['PUT', '/api/monthlyactivityreports/999999', S],
  ['PATCH', '/api/monthlyactivityreports/999999/status', S],
  ['GET', '/api/monthlyactivityreports/irregular-publishers/999999', S],
  ['GET', '/api/publisherreports/bymonth/999999', ASE],
  ['PUT', '/api/publisherreports/update-changed', ASE],
  ['PUT', '/api/publisherreports/send-to-secretary', ASE],
  ['PUT', '/api/publisherreports/change-status', S],
  ['PUT', '/api/publisherreports/approve-answered', S],
  ['POST', '/api/publisherreports/', S],
  ['GET', '/api/publisherreports/service-years', ASE],
  ['GET', '/api/publisherreports/pioneers/2099', ASE],
  ['GET', '/api/publisherreports/pioneers/5/2099', ASE],
  ['GET', '/api/publisherreports/pioneers-totals/2099', ASE],
  ['GET', '/api/publisherreports/2099/999999', ASE],
  ['POST', '/api/files/s21', ASE, { publisherId: 999999, serviceYear: 2099 }],
  ['POST', '/api/files/s21-group', ASE, { serviceYear: 2099, groupNumber: 999 }],
  // the whole congregation's cards print dates the Elders' lists hide (issue 21 point 7)
  ['POST', '/api/files/s21-all', AS, { serviceYear: 2099 }],
  // issue 22 point 1: meeting attendance — Secretary and Admin write, Elders read (a future date is refused: no write)
  ['GET', '/api/meeting-attendance/2099', ASE],
  ['PUT', '/api/meeting-attendance/2099-01-04/weekend', AS, { inPerson: 1, online: 0 }],
  ['DELETE', '/api/meeting-attendance/2099-01-04/weekend', AS],
  // issue 22 point 1 names no roles for the S-88 card: it prints the attendance, which Elders read
  ['POST', '/api/files/s88', ASE, { serviceYear: 2099 }],
  // issue 22 point 2: the congregation report (S-1) — Secretary and Admin
  ['GET', '/api/monthlyactivityreports/999999/congregation-report', AS],
  // issue 22 point 3: the missing reports — Elders too (their own group only)
  ['GET', '/api/monthlyactivityreports/999999/missing', ASE],
  // issue 22 point 3 names no roles for 'Lembrar superintendente'; the API holds it to Secretary and Admin (the
  // secretary chasing the group overseers), not the Elders who are those overseers
  ['POST', '/api/monthlyactivityreports/999999/missing/999999/remind', AS],
  // issue 23 point 1: invitations — Secretary and Admin
  ['POST', '/api/publishers/999999/invitation', AS],
  ['DELETE', '/api/publishers/999999/invitation', AS],
  // issue 23 points 2–4: the Publisher's own report and record, `/me/*` — the (linked) Publisher only
  ['GET', '/api/me/report', P],
  ['PUT', '/api/me/report', P],
  ['GET', '/api/me/details', P],
  ['GET', '/api/me/service-years', P],
  ['GET', '/api/me/history/2099', P],
  ['GET', '/api/me/s21/2099', P],
  // issue 24 points 1–2: import and export — Secretary and Admin
  ['GET', '/api/imports/template.csv', AS],
  ['GET', '/api/imports/template.xlsx', AS],
  ['GET', '/api/imports/reports-template.csv', AS],
  ['GET', '/api/imports/reports-template.xlsx', AS],
  ['POST', '/api/imports/preview', AS],
  ['POST', '/api/imports/999999/commit', AS],
  ['GET', '/api/exports/publishers.csv', AS],
  ['GET', '/api/exports/publishers.xlsx', AS],
  ['GET', '/api/exports/reports/2099.csv', AS],
  // issue 24 point 3 names no roles for a person's data: publisher records are Admin's and Secretary's (spec point 6)
  ['GET', '/api/publishers/999999/personal-data', AS],
  // issue 24 point 4: erasure — the Secretary alone
  ['POST', '/api/publishers/999999/erase', S, { confirmName: 'ninguém' }],
  // issue 37: transfer out — Secretary and Admin
  ['POST', '/api/publishers/999999/transfer', AS, { congregation: 'Outra', date: '2050-01-01' }],
  // issue 35: the pioneer's year — progress for the staff (an Elder's own group), the pioneer's own; the 15-hour
  // months and paper applications for Secretary and Admin; applications decided by the service committee (elders)
  ['GET', '/api/publishers/999999/pioneer-progress/2099', ASE],
  ['GET', '/api/me/pioneer-progress/2099', P],
  ['GET', '/api/pioneer-progress/2099/below-pace', ASE],
  ['GET', '/api/service-years/2099/special-months', AS],
  ['PUT', '/api/service-years/2099/special-months', AS, { months: [] }],
  ['POST', '/api/me/auxiliary-pioneer-applications', P, { months: [{ month: 0, year: 2099 }], continuous: false }],
  ['GET', '/api/me/auxiliary-pioneer-applications', P],
  [
    'POST',
    '/api/publishers/999999/auxiliary-pioneer-applications',
    AS,
    { months: [{ month: 0, year: 2099 }], continuous: false },
  ],
  ['GET', '/api/auxiliary-pioneer-applications', ASE],
  ['POST', '/api/auxiliary-pioneer-applications/999999/decision', ASE, { approve: true }],
  // issue 24 point 5 names no roles for 'Dados a eliminar': its only action is erasure, so the Secretary alone
  ['GET', '/api/publishers/retention', S],
  ['POST', '/api/publishers/retention/erase', S, { publisherIds: [999999] }],
  // issue 25 points 1 and 4: the caller's own second factor and sessions — every signed-in user
  ['GET', '/api/users/me/mfa', ANY],
  // adding a way to sign in is confirmed with the account's password (ADR 038)
  ['POST', '/api/users/me/mfa/totp', ANY, { password: TEST_PASSWORD }],
  ['POST', '/api/users/me/mfa/totp/confirm', ANY, { code: '000000' }],
  ['DELETE', '/api/users/me/mfa/totp', ANY],
  ['GET', '/api/users/me/sessions', ANY],
  ['DELETE', '/api/users/me/sessions/999999', ANY],
  // issue 25 point 2: the caller's own passkeys — every signed-in user
  ['GET', '/api/users/me/passkeys', ANY],
  ['POST', '/api/users/me/passkeys/options', ANY, { password: TEST_PASSWORD }],
  ['POST', '/api/users/me/passkeys', ANY],
  ['PATCH', '/api/users/me/passkeys/999999', ANY, { name: 'Chave' }],
  ['DELETE', '/api/users/me/passkeys/999999', ANY],
  // all but the caller's own session: the callers here have no other
  ['DELETE', '/api/users/me/sessions', ANY],
  // the branch cycle (ADR 037): the S-1 sent to the branch and the service year's figures — Secretary and Admin; an
  // Elder reads their own group's line (the object-level rule answers other groups 403); late reports and deleting a
  // month as the issue names them
  ['POST', '/api/monthlyactivityreports/999999/congregation-report/submission', AS],
  ['DELETE', '/api/monthlyactivityreports/999999/congregation-report/submission', AS],
  ['GET', '/api/monthlyactivityreports/999999/congregation-report/groups/999999', ASE],
  ['PUT', '/api/publisherreports/999999/late', S, { version: 1, participatedInMinistry: true }],
  ['GET', '/api/service-years/2099/congregation-analysis', AS],
  ['POST', '/api/files/s10', AS, { serviceYear: 2099 }],
  ['POST', '/api/files/s21-totals', AS, { serviceYear: 2099 }],
  ['DELETE', '/api/monthlyactivityreports/999999', AS],
  ['GET', '/api/audit', AS],
  ['GET', '/api/audit/stats/summary', AS],
  ['GET', '/api/audit/export/csv', AS],
  // issue 36: the secretary's reset link, the reporting delegate, reminders, the family's reports, devices
  ['POST', '/api/users/999999/password-reset-link', AS],
  ['GET', '/api/publishers/999999/reporting-delegate', AS],
  ['PUT', '/api/publishers/999999/reporting-delegate', AS, { delegatePublisherId: null }],
  ['POST', '/api/monthlyactivityreports/999999/reminders', ASE],
  ['GET', '/api/me/reports', P],
  ['PUT', '/api/me/reports/999999', P],
  ['GET', '/api/push/public-key', ANY],
  ['POST', '/api/me/push-subscriptions', ANY],
  ['DELETE', '/api/me/push-subscriptions/999999', ANY],
  // last: it ends the caller's session
  ['POST', '/api/auth/logout', ANY],
];

/** No invitation has it (digits, so that it reads as a parameter below). */
const UNKNOWN_TOKEN = '1'.repeat(43);

/**
 * Routes anyone may call without a session: neither 401 nor 403, for the anonymous caller as for the signed-in. The
 * sign-in steps get an empty body: their 400 proves the session check let the call through (wrong credentials would
 * be a 401 of their own).
 */
const PUBLIC: [method: Method, url: string, body?: object][] = [
  ['GET', '/api/health'],
  ['GET', '/api/openapi.json'],
  ['POST', '/api/auth/login', {}],
  ['POST', '/api/auth/google', {}],
  // issue 25 point 1: the second step of a sign-in (the mfaToken is its credential)
  ['POST', '/api/auth/login/mfa', {}],
  // issue 25 point 2: sign-in with a passkey (the signed challenge is its credential)
  ['POST', '/api/auth/passkey/options'],
  ['POST', '/api/auth/passkey', {}],
  // issue 23 point 1: an invitation is read and accepted without an account (the token is the credential)
  ['GET', `/api/invitations/${UNKNOWN_TOKEN}`],
  ['POST', `/api/invitations/${UNKNOWN_TOKEN}/accept`, { username: 'convidado', password: 'password123' }],
  // issue 36: asking for a reset link, and using one (the token is the credential)
  ['POST', '/api/auth/password-reset', { username: 'ninguem' }],
  ['POST', `/api/auth/password-reset/${UNKNOWN_TOKEN}`, { newPassword: 'password123' }],
];

/** Route keys for coverage: a number or a date in the path stands for a parameter, as do the meeting kinds. */
const concrete = (url: string) => url.replace(/:\w+/g, 'x');
const pattern = (url: string) => url.replace(/\/(\d[\d-]*|midweek|weekend)(?=\/|\.|$)/g, '/x');

let t: TestApp;
let callers: { role: UserRole | null; token: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  const group = await seedGroup(t.db, 931);
  const roles: UserRole[] = ['Admin', 'Secretary', 'Elder', 'Publisher'];
  callers = [{ role: null, token: null }];
  for (const role of roles) {
    if (role === 'Publisher') {
      // issue 23: a Publisher account is linked to its publisher record (unlinked, `/me/*` is refused as well)
      const [publisher] = await t.db
        .insert(publishers)
        .values({ name: 'Publicador da tabela', groupId: group })
        .returning({ id: publishers.id });
      const user = await seedUser(t.db, { role });
      await t.db.update(users).set({ publisherId: publisher!.id }).where(eq(users.id, user.id));
      callers.push({ role, token: await login(t.app, user.username, user.password) });
      continue;
    }
    const user = await signedIn(t, role, { groupId: role === 'Elder' ? group : null });
    callers.push({ role, token: user.token });
  }
});
afterAll(() => t.close());

describe('permissions table written from the spec (independent of packages/shared/permissions)', () => {
  it('covers every route the API serves', () => {
    const served = t.app.apiRoutes.filter((r) => r.operation !== null).map((r) => `${r.method} ${concrete(r.url)}`);
    const covered = new Set(TABLE.map(([method, url]) => `${method} ${pattern(url)}`));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    // and every row names a route the API serves as guarded
    expect(TABLE.map(([method, url]) => `${method} ${pattern(url)}`).filter((row) => !served.includes(row))).toEqual(
      [],
    );
  });

  const call = (method: Method, url: string, token: string | null, body?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** let in: neither refused (401/403) nor failed (5xx) */
  const isInside = (status: number) => status !== 401 && status !== 403 && status < 500;

  it('lists every public route the API serves, and only those are public', () => {
    const served = t.app.apiRoutes.filter((r) => r.operation === null).map((r) => `${r.method} ${concrete(r.url)}`);
    const listed = PUBLIC.map(([method, url]) => `${method} ${pattern(url)}`);
    expect(served.slice().sort()).toEqual(listed.slice().sort());
  });

  it('answers the public routes without a session, to anyone', async () => {
    const failures: string[] = [];
    for (const [method, url, body] of PUBLIC) {
      for (const { role, token } of callers) {
        const res = await call(method, url, token, body);
        if (!isInside(res.statusCode)) failures.push(`${method} ${url} as ${role ?? 'anonymous'}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every role as the table says: 401 without a session, 403 outside it, anything else inside', async () => {
    const failures: string[] = [];
    for (const [method, url, allowed, body] of TABLE) {
      for (const { role, token } of callers) {
        const res = await call(method, url, token, body);
        const expected = role === null ? 401 : allowed.includes(role) ? 'allowed' : 403;
        const ok = expected === 'allowed' ? isInside(res.statusCode) : res.statusCode === expected;
        if (!ok) failures.push(`${method} ${url} as ${role ?? 'anonymous'}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
