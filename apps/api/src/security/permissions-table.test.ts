import type { UserRole } from '@congregacao/shared/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../test/app.test-support';

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

type Row = [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, allowed: UserRole[], body?: object];

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
  ['GET', '/api/audit', AS],
  ['GET', '/api/audit/stats/summary', AS],
  ['GET', '/api/audit/export/csv', AS],
  // last: it ends the caller's session
  ['POST', '/api/auth/logout', ANY],
];

let t: TestApp;
let callers: { role: UserRole | null; token: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  const group = await seedGroup(t.db, 931);
  const roles: UserRole[] = ['Admin', 'Secretary', 'Elder', 'Publisher'];
  callers = [{ role: null, token: null }];
  for (const role of roles) {
    const user = await signedIn(t, role, { groupId: role === 'Elder' ? group : null });
    callers.push({ role, token: user.token });
  }
});
afterAll(() => t.close());

describe('permissions table written from the spec (independent of packages/shared/permissions)', () => {
  it('covers every route the API serves', () => {
    const concrete = (url: string) => url.replace(/:\w+/g, 'x');
    const served = t.app.apiRoutes.filter((r) => r.operation !== null).map((r) => `${r.method} ${concrete(r.url)}`);
    const pattern = (url: string) => url.replace(/\/\d+/g, '/x');
    const covered = new Set(TABLE.map(([method, url]) => `${method} ${pattern(url)}`));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('answers every role as the table says: 401 without a session, 403 outside it, anything else inside', async () => {
    const failures: string[] = [];
    for (const [method, url, allowed, body] of TABLE) {
      for (const { role, token } of callers) {
        const res = await t.app.inject({
          method,
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const expected = role === null ? 401 : allowed.includes(role) ? 'allowed' : 403;
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected;
        if (!ok) failures.push(`${method} ${url} as ${role ?? 'anonymous'}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
