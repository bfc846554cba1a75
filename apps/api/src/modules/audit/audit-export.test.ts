import { AUDIT_CSV_COLUMNS } from '@congregacao/shared/contracts/audit';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app.test-support';
import { readCsv } from '../imports/read-csv';
import { CSV_BATCH_SIZE, csvField } from './csv';
import { seedAudit } from './fixtures.test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
const WINDOW = 'startDate=2021-01-01&endDate=2021-12-31';

const tricky = [
  'vírgula, aqui',
  'aspas "duplas"',
  'linha 1\nlinha 2\r\nlinha 3',
  '=1+1',
  '+351 911',
  '-2+3',
  '@SUM(A1)',
  '\tcom tab',
  '\rcom cr',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'Secretary');
  await seedAudit(
    t.db,
    tricky.map((description, i) => ({
      eventType: 'PUBLISHER_UPDATE' as const,
      description,
      userUsername: 'rui',
      userDisplayName: i === 0 ? '=HYPERLINK("http://x")' : 'Rui',
      userRole: 'Secretary',
      ipAddress: '10.0.0.9',
      resource: 'publisher',
      resourceId: String(i),
      details: { note: 'a,"b"' },
      oldValues: { city: 'Porto' },
      newValues: { city: '=cmd' },
      timestamp: new Date(Date.UTC(2021, 4, 1 + i, 12)),
    })),
  );
  await seedAudit(t.db, [
    { eventType: 'USER_DELETE', description: 'Eliminado', timestamp: new Date('2021-07-01T00:00:00Z') },
  ]);
});
afterAll(() => t.close());

async function exportCsv(query: string) {
  const res = await admin.call('GET', `/api/audit/export/csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, records: readCsv(res.body) };
}

describe('csvField', () => {
  it('quotes per RFC 4180 and neutralises formula-looking cells', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-1,5')).toBe(`"'-1,5"`);
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField(null)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(12)).toBe('12');
  });
});

describe('GET /api/audit/export/csv', () => {
  it('streams a CSV file named audit_logs_{date}.csv with the documented columns', async () => {
    const { res, records } = await exportCsv(WINDOW);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit_logs_${today}.csv"`);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(records[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(records).toHaveLength(1 + tricky.length + 1);
    expect(records.slice(1).every((r) => r.length === AUDIT_CSV_COLUMNS.length)).toBe(true);
  });

  it('escapes commas, quotes and line breaks, and prefixes formula-looking cells with a quote', async () => {
    const { records } = await exportCsv(`${WINDOW}&eventType=PUBLISHER_UPDATE`);
    const col = (name: (typeof AUDIT_CSV_COLUMNS)[number]) => AUDIT_CSV_COLUMNS.indexOf(name);
    const rows = records.slice(1).reverse(); // oldest first = the order of `tricky`
    expect(rows.map((r) => r[col('description')])).toEqual([
      'vírgula, aqui',
      'aspas "duplas"',
      'linha 1\nlinha 2\r\nlinha 3',
      "'=1+1",
      "'+351 911",
      "'-2+3",
      "'@SUM(A1)",
      "'\tcom tab",
      "'\rcom cr",
    ]);
    const first = rows[0]!;
    expect(first[col('user_display_name')]).toBe(`'=HYPERLINK("http://x")`);
    expect(first[col('timestamp')]).toBe('2021-05-01T12:00:00.000Z');
    expect(first[col('event_type')]).toBe('PUBLISHER_UPDATE');
    expect(first[col('severity')]).toBe('LOW');
    expect(first[col('ip_address')]).toBe('10.0.0.9');
    expect(first[col('resource_id')]).toBe('0');
    expect(JSON.parse(first[col('details')]!)).toEqual({ note: 'a,"b"' });
    expect(JSON.parse(first[col('new_values')]!)).toEqual({ city: '=cmd' });
  });

  it('applies the filters and leaves empty cells for missing values', async () => {
    const { records } = await exportCsv(`${WINDOW}&severity=HIGH`);
    expect(records).toHaveLength(2);
    expect(records[1]![AUDIT_CSV_COLUMNS.indexOf('user_username')]).toBe('');
    expect(records[1]![AUDIT_CSV_COLUMNS.indexOf('details')]).toBe('');
  });

  it('records the export as DATA_EXPORT with its filters', async () => {
    const before = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'DATA_EXPORT'));
    await exportCsv(`${WINDOW}&eventType=USER_DELETE&search=`);
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'DATA_EXPORT'), eq(auditLogs.userId, admin.id)));
    expect(entries).toHaveLength(before.length + 1);
    expect(entries.at(-1)).toMatchObject({
      severity: 'MEDIUM',
      userUsername: admin.username,
      userRole: 'Secretary',
      resource: 'audit',
      details: { format: 'csv', filters: { startDate: '2021-01-01', endDate: '2021-12-31', eventType: 'USER_DELETE' } },
    });
  });

  it('exports logs larger than one batch completely, newest first, without duplicates', async () => {
    const n = CSV_BATCH_SIZE * 2 + 37;
    await t.db.execute(sql`
      insert into audit_logs (event_type, description, severity, resource, "timestamp")
      select 'REPORT_UPDATE', 'Lote ' || g, 'LOW', 'batch',
        timestamp with time zone '2022-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + g * interval '1 microsecond'
      from generate_series(1, ${n}) g`);
    const { records } = await exportCsv('resource=batch');
    const ids = records.slice(1).map((r) => Number(r[0]));
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('keeps entries of one same instant across batch boundaries (the id breaks ties)', async () => {
    const n = CSV_BATCH_SIZE + 5;
    await t.db.execute(sql`
      insert into audit_logs (event_type, description, severity, resource, "timestamp")
      select 'REPORT_UPDATE', 'Mesmo instante ' || g, 'LOW', 'same-instant', timestamp with time zone '2022-02-01 10:00:00+00'
      from generate_series(1, ${n}) g`);
    const ids = (await exportCsv('resource=same-instant')).records.slice(1).map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(n);
  });

  it('refuses invalid filters with 400 and records nothing', async () => {
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs)) as [{ n: number }];
    for (const query of ['severity=NONE', 'startDate=2021-13-01', 'startDate=2021-02-01&endDate=2021-01-01']) {
      expect((await admin.call('GET', `/api/audit/export/csv?${query}`)).statusCode).toBe(400);
    }
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
