import { monthsOfServiceYear } from '@congregacao/shared/service-year';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherReports, publishers } from '../../db/schema';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../../test/app.test-support';
import { insertActivity } from '../history/fixtures.test-support';

const PUBLISHERS = 500;
const SERVICE_YEAR = 2054;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const groups = await Promise.all(Array.from({ length: 10 }, (_, i) => seedGroup(t.db, 410 + i)));
  const activities: number[] = [];
  for (const { month, year } of monthsOfServiceYear(SERVICE_YEAR))
    activities.push(await insertActivity(t.db, month, year));
  const rows = await t.db
    .insert(publishers)
    .values(
      Array.from({ length: PUBLISHERS }, (_, i) => ({
        name: `Publicador Número ${i} da Conceição`,
        groupId: groups[i % groups.length]!,
        birthDate: '1970-01-01',
        baptismDate: '1990-06-30',
      })),
    )
    .returning({ id: publishers.id });
  const reports = rows.flatMap(({ id }, i) =>
    activities.map((monthlyActivityId, m) => ({
      publisherId: id,
      monthlyActivityId,
      participatedInMinistry: true,
      studies: m % 3,
      regularPioneer: i % 10 === 0,
      hours: i % 10 === 0 ? 50 : null,
      observations: m === 0 ? 'Observação de teste' : '',
    })),
  );
  for (let i = 0; i < reports.length; i += 1000) await t.db.insert(publisherReports).values(reports.slice(i, i + 1000));
});
afterAll(() => t.close());

/** Its time and memory are the bench's `s21` scenario (bench/README.md). */
describe('S-21 zip of a large congregation', () => {
  it(`streams ${PUBLISHERS} cards, one per publisher, in ten group folders`, async () => {
    const { call } = await signedIn(t, 'Secretary');
    const res = await call('POST', '/api/files/s21-all', { serviceYear: SERVICE_YEAR });
    expect(res.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries);
    expect(names).toHaveLength(PUBLISHERS);
    expect(new Set(names.map((n) => n.split('/')[0]))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `Grupo-${410 + i}`)),
    );
  });
});
