import { can, PERMISSIONS, type Permission } from '@congregacao/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../plugins/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app.test-support';
import { snapshotDatabase } from './db-snapshot.test-support';
import { createPrincipals, type Principal } from './principals.test-support';

let t: TestApp;
let principals: Principal[];
let routes: ApiRoute[];
let checked = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ principals } = await createPrincipals(t, [901, 902]));
  // logout ends the caller's session, so it runs last
  const isLogout = (r: ApiRoute) => r.url === '/api/auth/logout';
  routes = t.app.apiRoutes
    .filter((r) => r.operation !== null)
    .sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
});
afterAll(async () => {
  console.log(
    `authorization matrix: ${routes.length} routes x ${principals.length} principals = ${checked} calls checked`,
  );
  await t.close();
});

/**
 * Routes whose allowed call changes data with nothing but the caller's password (starting a TOTP enrolment, a passkey's
 * challenge: ADR 038); every principal's password is TEST_PASSWORD.
 */
const WRITES_WITH_PASSWORD_ONLY = new Set(['POST /api/users/me/mfa/totp', 'POST /api/users/me/passkeys/options']);

/** A concrete URL for a route: ids that do not exist, so allowed callers get 400/404, never an object-level 403. */
function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const n = name.toLowerCase();
    if (n.includes('year')) return '2099';
    if (n.includes('month')) return '5';
    return '999999';
  });
}

function expectedStatus(principal: Principal, operation: Permission): 401 | 403 | 'allowed' {
  if (!principal.role) return 401;
  return can(principal.role, operation) ? 'allowed' : 403;
}

describe('authorization matrix (generated from the route table and the shared permissions matrix)', () => {
  it('every route declares an operation of the matrix, and every operation is used', () => {
    expect(routes.length).toBeGreaterThan(0);
    const used = new Set(routes.map((r) => r.operation));
    for (const route of routes) expect(Object.keys(PERMISSIONS)).toContain(route.operation);
    const unused = Object.keys(PERMISSIONS).filter((p) => p !== 'app.use' && !used.has(p as Permission));
    expect(unused, 'permissions no route uses').toEqual([]);
  });

  it('each route answers each principal as the matrix says, and refusals change nothing', async () => {
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const url = concreteUrl(route.url);
      // each route from an address of its own: together they refuse more than one address may have recorded
      const remoteAddress = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      let before = await snapshotDatabase(t.pool);
      for (const principal of principals) {
        const token = await principal.token();
        const key = `${route.method} ${route.url}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          payload:
            route.method === 'GET' || route.method === 'DELETE'
              ? undefined
              : WRITES_WITH_PASSWORD_ONLY.has(key)
                ? { password: TEST_PASSWORD }
                : {},
          headers: token ? { authorization: `Bearer ${token}` } : {},
          remoteAddress,
        });
        checked += 1;
        const expected = expectedStatus(principal, route.operation!);
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${principal.name}: got ${res.statusCode}, expected ${expected}`,
          );
        if (expected !== 'allowed') expect(res.json()).toHaveProperty('error');
        // an allowed call that writes: later refusals are compared from what it left
        if (expected === 'allowed' && WRITES_WITH_PASSWORD_ONLY.has(key)) {
          before = await snapshotDatabase(t.pool);
        }
      }
      const after = await snapshotDatabase(t.pool);
      if (JSON.stringify(before) !== JSON.stringify(after)) failures.push(`${route.method} ${route.url}: data changed`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
