import { can } from '@congregacao/shared/permissions';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../plugins/auth';
import { createTestApp, type TestApp } from '../test/app.test-support';
import { ENGLISH_VALIDATION } from '../test/messages.test-support';
import { snapshotDatabase } from './db-snapshot.test-support';
import { createPrincipals } from './principals.test-support';

const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);

const hostileStrings = fc.constantFrom(
  "' OR 1=1 --",
  "'; drop table users; --",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '\u0000',
  'meio \ud800 par',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ ção',
  '../../etc/passwd',
  '%00%27',
  '{{7*7}}',
  '=1+1',
  '',
  ' ',
);
const hostileString = fc.oneof(
  hostileStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 12000 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 3 }),
  ),
}));

/** A body that keeps the route's field names but fills them with values that break the schema, plus extra fields. */
function hostileBody(route: ApiRoute) {
  const fields = [...route.bodyFields, 'id', 'role', 'status', 'deleted_at', 'isAdmin', '__proto__'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: 6 }),
    hostileValue,
    fc.constant({}),
  );
}

const hostileParam = fc.oneof(
  fc.constantFrom('-1', '0', 'NaN', '1e309', '99999999999999999999', '1.5', 'abc', "1'", '%27', '..%2F', ' '),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);
const hostileQuery = fc.dictionary(
  fc.constantFrom('status', 'groupId', 'activityId', 'page', 'limit', 'search', 'startDate', 'severity', 'x'),
  fc.oneof(hostileParam, fc.constant('')),
  { maxKeys: 4 },
);

let t: TestApp;
let tokens: { Admin: string; Secretary: string; Elder: string; Publisher: string };
let routes: ApiRoute[];
let cases = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { users } = await createPrincipals(t, [911, 912]);
  tokens = {
    Admin: users.admin.token,
    Secretary: users.secretary.token,
    Elder: users.elderA.token,
    Publisher: users.publisherA.token,
  };
  routes = t.app.apiRoutes.filter((r) => r.url !== '/api/auth/logout');
});
afterAll(async () => {
  console.log(`hostile input: ${cases} hostile requests sent to ${routes.length} routes`);
  await t.close();
});

function tokenFor(route: ApiRoute): string | null {
  if (!route.operation) return null;
  if (can('Admin', route.operation)) return tokens.Admin;
  if (can('Secretary', route.operation)) return tokens.Secretary;
  if (can('Publisher', route.operation) && !can('Elder', route.operation)) return tokens.Publisher;
  return tokens.Elder;
}

function fillParams(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:(\w+)/g, () => values[i++ % values.length] ?? '1');
}

describe('hostile input on every route', () => {
  it('never answers 5xx; a rejected request gets JSON {error} in pt-PT and changes nothing', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const token = tokenFor(route);
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileParam, { minLength: 1, maxLength: 3 }),
          hostileQuery,
          hasBody ? hostileBody(route) : fc.constant(undefined),
          fc.constantFrom('json', 'json', 'json', 'malformed', 'text'),
          async (params, query, body, encoding) => {
            const url = `${fillParams(route.url, params)}?${new URLSearchParams(query)}`;
            const before = hasBody ? await snapshotDatabase(t.pool) : null;
            const payload =
              encoding === 'malformed'
                ? '{"a": [1, 2'
                : encoding === 'text'
                  ? 'plain text'
                  : JSON.stringify(body ?? {});
            const contentType = encoding === 'text' ? 'text/plain' : 'application/json';
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              payload: hasBody ? payload : undefined,
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(hasBody ? { 'content-type': contentType } : {}),
              },
            });
            cases += 1;
            if (res.statusCode >= 500)
              failures.push(`${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400 && res.statusCode < 500) {
              const json = res.json();
              if (typeof json.error !== 'string')
                failures.push(`${route.method} ${url} -> ${res.statusCode} without {error}`);
              else if (ENGLISH_VALIDATION.test(json.error))
                failures.push(`${route.method} ${url} -> ${res.statusCode} in English: ${json.error.slice(0, 200)}`);
              if (before && JSON.stringify(before) !== JSON.stringify(await snapshotDatabase(t.pool))) {
                failures.push(`${route.method} ${url} -> ${res.statusCode} but data changed`);
              }
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('refuses an oversized body with 413 and a deeply nested body without a 5xx', async () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const res = await login(JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBeTypeOf('string');
    const nested = await login(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);
    expect(nested.statusCode).toBe(400);
  });
});
