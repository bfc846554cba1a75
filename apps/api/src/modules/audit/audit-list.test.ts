import type { AuditListResponse } from '@congregacao/shared/contracts/audit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app.test-support';
import { ENGLISH_VALIDATION } from '../../test/messages.test-support';
import { seedAudit } from './fixtures.test-support';

let t: TestApp;
let call: Awaited<ReturnType<typeof signedIn>>['call'];
const YEAR_2020 = 'startDate=2020-01-01&endDate=2020-12-31';

const ana = { userId: 9001, userUsername: 'ana', userDisplayName: 'Ana Silva', userRole: 'Admin' };
const rui = { userId: 9002, userUsername: 'rui', userDisplayName: null, userRole: 'Secretary' };
const eva = { userId: 9003, userUsername: 'eva', userDisplayName: 'Eva Costa', userRole: 'Elder' };

beforeAll(async () => {
  t = await createTestApp();
  call = (await signedIn(t, 'Admin')).call;
  // 120 routine entries in February 2020, then six distinct ones in March 2020 (newest last).
  await seedAudit(
    t.db,
    Array.from({ length: 120 }, (_, i) => ({
      eventType: 'REPORT_UPDATE' as const,
      description: `Relatório ${i} atualizado`,
      ...rui,
      resource: 'publisher_report',
      timestamp: new Date(Date.UTC(2020, 1, 1, 8, 0, i)),
    })),
  );
  await seedAudit(t.db, [
    {
      eventType: 'USER_LOGIN',
      ...ana,
      resource: 'session',
      ipAddress: '10.0.0.1',
      timestamp: new Date('2020-03-01T10:00:00Z'),
    },
    {
      eventType: 'PUBLISHER_UPDATE',
      description: 'Publicador João FONSECA atualizado',
      ...rui,
      resource: 'publisher',
      resourceId: '42',
      oldValues: { city: 'Porto', mobile: '911' },
      newValues: { city: 'Braga', mobile: '911' },
      timestamp: new Date('2020-03-02T23:30:00Z'),
    },
    {
      eventType: 'FAILED_LOGIN',
      description: 'Tentativa falhada',
      resource: 'session',
      timestamp: new Date('2020-03-03T00:15:00Z'),
    },
    { eventType: 'USER_DELETE', ...ana, resource: 'user', timestamp: new Date('2020-03-04T12:00:00Z') },
    { eventType: 'UNAUTHORIZED_ACCESS', ...eva, resource: 'api', timestamp: new Date('2020-03-05T12:00:00Z') },
    { eventType: 'REPORT_UPDATE', description: '100% feito_ok', ...eva, timestamp: new Date('2020-03-06T12:00:00Z') },
  ]);
});
afterAll(() => t.close());

async function list(query: string): Promise<AuditListResponse> {
  const res = await call('GET', `/api/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const types = (body: AuditListResponse) => body.logs.map((l) => l.event_type);

describe('GET /api/audit', () => {
  it('returns entries newest first with every field of an audit log entry', async () => {
    const body = await list(`${YEAR_2020}&limit=6`);
    expect(types(body)).toEqual([
      'REPORT_UPDATE',
      'UNAUTHORIZED_ACCESS',
      'USER_DELETE',
      'FAILED_LOGIN',
      'PUBLISHER_UPDATE',
      'USER_LOGIN',
    ]);
    expect(body.logs[4]).toEqual({
      id: expect.any(Number),
      event_type: 'PUBLISHER_UPDATE',
      description: 'Publicador João FONSECA atualizado',
      user_display_name: null,
      user_username: 'rui',
      user_role: 'Secretary',
      severity: 'LOW',
      ip_address: null,
      timestamp: '2020-03-02T23:30:00.000Z',
      resource: 'publisher',
      resource_id: '42',
      details: null,
      old_values: { city: 'Porto', mobile: '911' },
      new_values: { city: 'Braga', mobile: '911' },
    });
    expect(body.logs[3]).toMatchObject({ user_username: null, user_role: null, severity: 'MEDIUM' });
  });

  it('pages by 50 by default, with total and totalPages, and no entry twice', async () => {
    const pages = [await list(YEAR_2020), await list(`${YEAR_2020}&page=2`), await list(`${YEAR_2020}&page=3`)];
    expect(pages.map((p) => p.logs.length)).toEqual([50, 50, 26]);
    for (const [i, p] of pages.entries()) {
      expect(p.pagination).toEqual({ page: i + 1, limit: 50, total: 126, totalPages: 3, isTotalExact: true });
    }
    const ids = pages.flatMap((p) => p.logs.map((l) => l.id));
    expect(new Set(ids).size).toBe(126);
    const beyond = await list(`${YEAR_2020}&page=4`);
    expect(beyond.logs).toEqual([]);
    expect(beyond.pagination).toMatchObject({ page: 4, total: 126, totalPages: 3 });
  });

  it('honours limit up to 200', async () => {
    const body = await list(`${YEAR_2020}&limit=200`);
    expect(body.logs).toHaveLength(126);
    expect(body.pagination).toMatchObject({ limit: 200, total: 126, totalPages: 1 });
    expect((await list(`${YEAR_2020}&limit=7&page=2`)).pagination).toMatchObject({ total: 126, totalPages: 18 });
  });

  it.each([
    ['eventType=FAILED_LOGIN', ['FAILED_LOGIN']],
    ['severity=HIGH', ['UNAUTHORIZED_ACCESS', 'USER_DELETE']],
    ['severity=HIGH&userRole=Admin', ['USER_DELETE']],
    ['userRole=Elder', ['REPORT_UPDATE', 'UNAUTHORIZED_ACCESS']],
    ['resource=publisher', ['PUBLISHER_UPDATE']],
    ['search=fonseca', ['PUBLISHER_UPDATE']],
    ['search=%25', ['REPORT_UPDATE']],
    ['search=_ok', ['REPORT_UPDATE']],
    ['search=nada%20disto', []],
    ['startDate=2020-03-02&endDate=2020-03-02', ['PUBLISHER_UPDATE']],
    ['startDate=2020-03-03&endDate=2020-03-04', ['USER_DELETE', 'FAILED_LOGIN']],
    ['startDate=2020-03-02T23:30:00Z&endDate=2020-03-03T00:15:00Z', ['FAILED_LOGIN', 'PUBLISHER_UPDATE']],
    ['startDate=2020-03-05T13:00:00%2B01:00', ['REPORT_UPDATE', 'UNAUTHORIZED_ACCESS']],
  ])('filters: %s', async (query, expected) => {
    const dated = query.includes('Date') ? query : `${query}&startDate=2020-03-01&endDate=2020-12-31`;
    const body = await list(dated.includes('endDate') ? dated : `${dated}&endDate=2020-12-31`);
    expect(types(body)).toEqual(expected);
    expect(body.pagination.total).toBe(expected.length);
  });

  it('treats empty filter values as absent', async () => {
    const body = await list(`${YEAR_2020}&eventType=&severity=&search=&userRole=&resource=&page=&limit=`);
    expect(body.pagination).toMatchObject({ page: 1, limit: 50, total: 126 });
  });

  it.each([
    ['eventType=NOT_A_TYPE', 'eventType'],
    ['severity=low', 'severity'],
    ['userRole=Root', 'userRole'],
    ['startDate=2020-02-30', 'startDate'],
    ['endDate=yesterday', 'endDate'],
    ['startDate=2020-03-02&endDate=2020-03-01', 'startDate'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    [`search=${'x'.repeat(201)}`, 'search'],
    [`resource=${'r'.repeat(61)}`, 'resource'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call('GET', `/api/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
    expect(res.json().error).not.toMatch(ENGLISH_VALIDATION);
  });
});

describe('who may read the log', () => {
  const paths = ['/api/audit', '/api/audit/stats/summary', '/api/audit/export/csv'];

  it.each(['Elder', 'Publisher'] as const)('refuses a %s with 403 and records the refusal', async (role) => {
    const user = await signedIn(t, role, { groupId: null });
    for (const path of paths) {
      const res = await user.call('GET', path);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
    }
    const refusals = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, user.id));
    expect(refusals.filter((r) => r.eventType === 'UNAUTHORIZED_ACCESS')).toHaveLength(paths.length);
    expect(refusals.some((r) => r.eventType === 'DATA_EXPORT')).toBe(false);
  });

  it('answers 401 without a session', async () => {
    for (const path of paths) expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });

  it('lets a Secretary read, like an Admin', async () => {
    const secretary = await signedIn(t, 'Secretary');
    for (const path of paths) expect((await secretary.call('GET', path)).statusCode).toBe(200);
  });
});

describe('the log cannot be changed', () => {
  it('has no write routes', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(method, '/api/audit')).statusCode).toBe(404);
      expect((await call(method, '/api/audit/1')).statusCode).toBe(404);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await expect(t.db.update(auditLogs).set({ description: 'x' }).where(eq(auditLogs.id, 1))).rejects.toThrow();
    await expect(t.db.delete(auditLogs).where(eq(auditLogs.id, 1))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_logs`)).rejects.toThrow();
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs);
    expect(row!.n).toBeGreaterThanOrEqual(126);
  });
});

describe('totals of large results', () => {
  it('counts exactly up to the cap and estimates beyond it, flagged', async () => {
    await t.db.execute(sql`
      insert into audit_logs (event_type, description, severity, resource, "timestamp")
      select 'REPORT_UPDATE', 'Carga ' || g, 'LOW', 'bulk', timestamp '2019-06-01' + g * interval '1 second'
      from generate_series(1, 10100) g`);
    const before = await list('resource=bulk&limit=10');
    expect(before.pagination.isTotalExact).toBe(false);
    expect(before.pagination.total).toBeGreaterThan(10_000);
    await t.db.execute(sql`analyze audit_logs`);
    const after = await list('resource=bulk&limit=10');
    expect(after.pagination.isTotalExact).toBe(false);
    expect(after.pagination.total).toBeGreaterThan(8_000);
    expect(after.pagination.total).toBeLessThan(12_500);
    expect(after.pagination.totalPages).toBe(Math.ceil(after.pagination.total / 10));
    // The last page still knows the exact end.
    const last = await list('resource=bulk&limit=200&page=51');
    expect(last.logs).toHaveLength(100);
    expect(last.pagination).toMatchObject({ total: 10_100, isTotalExact: true });
    const range = 'startDate=2019-06-01T00:00:01Z&endDate=2019-06-01T00:16:40Z';
    expect((await list(`resource=bulk&${range}&limit=10`)).pagination).toMatchObject({
      total: 1000,
      isTotalExact: true,
    });
  });
});
