import { eq, sql, sum } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLogs, households, monthlyActivities, publisherReports, publishers, users } from '../../db/schema';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { seedGroup, seedUser, setUpTestApp, signedIn } from '../../test/app.test-support';
import { createSession } from '../identity/sessions/sessions';

const w = setUpTestApp(
  async (t) => {
    const secretary = await signedIn(t, 'Secretary');
    const group = await seedGroup(t.db, 1);
    const [household] = await t.db.insert(households).values({ name: 'Família Guerra' }).returning();
    const created = await secretary.call('POST', '/api/publishers/', {
      name: 'Marta Guerra',
      groupId: group,
      birthDate: '1975-06-15',
      mobile: '933 000 111',
      householdId: household!.id,
      exitCongregationDate: '2010-03-31',
    });
    const marta = created.json();
    const [september, october] = await t.db
      .insert(monthlyActivities)
      .values([
        { month: 8, year: 2009, serviceYear: 2010, status: 'Closed' },
        { month: 9, year: 2009, serviceYear: 2010, status: 'Open' },
      ])
      .returning();
    await t.db.insert(publisherReports).values({
      publisherId: marta.id,
      monthlyActivityId: september!.id,
      participatedInMinistry: true,
      studies: 1,
      hours: 10,
      observations: 'Esteve doente',
    });
    const [busy] = await t.db
      .insert(publishers)
      .values({ name: 'Paulo Lima', groupId: group, groupNumber: 1 })
      .returning();
    await t.db.insert(publisherReports).values({ publisherId: busy!.id, monthlyActivityId: october!.id, studies: 0 });
    const account = await seedUser(t.db, { role: 'Publisher', displayName: 'Marta G.' });
    await t.db.update(users).set({ publisherId: marta.id }).where(eq(users.id, account.id));
    return { secretary, admin: await signedIn(t, 'Admin'), marta, busy: busy!, account };
  },
  { RETENTION_YEARS: '5' },
);

const nameMentions = async (name: string) =>
  (
    await w.t.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        sql`concat_ws(' ', ${auditLogs.description}, ${auditLogs.userDisplayName}, ${auditLogs.oldValues}::text, ${auditLogs.newValues}::text, ${auditLogs.details}::text) like ${`%${name}%`}`,
      )
  ).length;

describe('GET /api/publishers/{id}/personal-data', () => {
  it('is a zip with every value as JSON and a PDF summary, audited', async () => {
    const res = await w.admin.call('GET', `/api/publishers/${w.marta.id}/personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dados-pessoais_Marta-Guerra.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['dados.json', 'resumo.pdf']);
    const data = JSON.parse(new TextDecoder().decode(files['dados.json']));
    expect(data.publisher).toMatchObject({
      name: 'Marta Guerra',
      birthDate: '1975-06-15',
      householdName: 'Família Guerra',
    });
    expect(data.reports).toEqual([
      expect.objectContaining({ month: 9, year: 2009, hours: 10, studies: 1, observations: 'Esteve doente' }),
    ]);
    expect(data.userAccount).toMatchObject({ id: w.account.id, displayName: 'Marta G.' });
    expect(data.auditEntries.map((e: { eventType: string }) => e.eventType)).toContain('PUBLISHER_CREATE');
    expect(new TextDecoder().decode(files['resumo.pdf']!.subarray(0, 5))).toBe('%PDF-');
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.eventType} = 'DATA_EXPORT' and ${auditLogs.resourceId} = ${String(w.marta.id)}`);
    expect(entry).toMatchObject({ userId: w.admin.id, resource: 'publisher' });
  });
});

describe('retention and erasure', () => {
  it('lists archived publishers whose exit is older than RETENTION_YEARS', async () => {
    const res = await w.secretary.call('GET', '/api/publishers/retention');
    expect(res.json()).toEqual({
      retentionYears: 5,
      publishers: [{ id: w.marta.id, name: 'Marta Guerra', exitCongregationDate: '2010-03-31', deathDate: null }],
    });
  });

  it('refuses a name typed differently, and a person with a report in an Open month, changing nothing', async () => {
    const wrong = await w.secretary.call('POST', `/api/publishers/${w.marta.id}/erase`, {
      confirmName: 'marta guerra',
    });
    expect(wrong.statusCode).toBe(400);
    const busy = await w.secretary.call('POST', `/api/publishers/${w.busy.id}/erase`, { confirmName: 'Paulo Lima' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('ERASE_BLOCKED');
    const [marta] = await w.t.db.select().from(publishers).where(eq(publishers.id, w.marta.id));
    expect(marta).toMatchObject({ name: 'Marta Guerra', erasedAt: null });
  });

  it('removes the name everywhere, keeps the figures, deletes the account, and keeps the audit events', async () => {
    // the account's session from before the publisher was archived (an archived publisher's account cannot sign in)
    const accountToken = await createSession(w.t.db, w.account.id, SYSTEM_ACTOR);
    const entriesBefore = (await w.t.db.select({ id: auditLogs.id }).from(auditLogs)).length;
    expect(await nameMentions('Marta Guerra')).toBeGreaterThan(0);

    const res = await w.secretary.call('POST', `/api/publishers/${w.marta.id}/erase`, {
      confirmName: ' Marta Guerra ',
    });
    expect(res.statusCode, res.body).toBe(200);

    const [marta] = await w.t.db.select().from(publishers).where(eq(publishers.id, w.marta.id));
    expect(marta).toMatchObject({
      name: `Publicador removido ${w.marta.id}`,
      birthDate: null,
      mobile: null,
      householdId: null,
      exitCongregationDate: null,
      isEnabled: false,
    });
    expect(marta!.erasedAt).not.toBeNull();
    const [totals] = await w.t.db.select({ hours: sum(publisherReports.hours) }).from(publisherReports);
    expect(Number(totals!.hours)).toBe(10);
    const [report] = await w.t.db.select().from(publisherReports).where(eq(publisherReports.publisherId, w.marta.id));
    expect(report).toMatchObject({ hours: 10, studies: 1, participatedInMinistry: true, observations: '' });
    expect(await w.t.db.select().from(users).where(eq(users.id, w.account.id))).toEqual([]);
    const me = await w.t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accountToken}` } });
    expect(me.statusCode).toBe(401);
    expect(await nameMentions('Marta Guerra')).toBe(0);
    expect(await nameMentions('933 000 111')).toBe(0);
    const entriesAfter = await w.t.db.select().from(auditLogs);
    expect(
      entriesAfter.filter((e) => e.eventType === 'PUBLISHER_CREATE' && e.resourceId === String(w.marta.id)),
    ).toHaveLength(1);
    const erasure = entriesAfter.find((e) => e.eventType === 'PUBLISHER_DELETE');
    expect(erasure).toMatchObject({ severity: 'HIGH', userId: w.secretary.id, oldValues: null, newValues: null });
    expect(entriesAfter.length).toBeGreaterThan(entriesBefore);

    const again = await w.secretary.call('POST', `/api/publishers/${w.marta.id}/erase`, {
      confirmName: `Publicador removido ${w.marta.id}`,
    });
    expect(again.statusCode).toBe(409);
    expect((await w.secretary.call('GET', '/api/publishers/retention')).json().publishers).toEqual([]);
  });

  it('leaves the audit log append-only outside an erasure', async () => {
    await expect(w.t.db.execute(sql`update audit_logs set description = 'x'`)).rejects.toThrow();
    await expect(w.t.db.execute(sql`delete from audit_logs`)).rejects.toThrow();
  });
});
