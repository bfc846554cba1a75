import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema';
import { login, seedGroup, seedUser, setUpTestApp, signedIn } from '../../test/app.test-support';
import { openMonth } from './fixtures.test-support';

/**
 * The audit entries of a person (ADR 035): found by the identifiers the entries hold (publisher, report and user ids),
 * never by name; the access copy holds the person's part of each, and erasure removes every personal value of the
 * person at any depth, and nothing of anyone else's. Two publishers share a full name on purpose.
 */
const HOSPITAL = 'internado no hospital de Santa Maria';
const w = setUpTestApp(async (t) => {
  const secretary = await signedIn(t, 'Secretary');
  const groupId = await seedGroup(t.db, 1);
  const elder = await signedIn(t, 'Elder', { groupId });
  const create = async (body: Record<string, unknown>) => {
    const res = await secretary.call('POST', '/api/publishers/', { groupId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number } & Record<string, unknown>;
  };
  const joaoA = await create({ name: 'João Silva', mobile: '911 111 111', birthDate: '1970-01-01' });
  const joaoB = await create({ name: 'João Silva', mobile: '922 222 222', birthDate: '1980-01-01' });
  const clara = await create({ name: 'Clara Reis', mobile: '933 333 333' });
  // João A reports for himself: his account signs in (entries with his username)
  const account = await seedUser(t.db, { role: 'Publisher', username: 'joao.hospital', displayName: 'João S.' });
  await t.db.update(users).set({ publisherId: joaoA.id }).where(eq(users.id, account.id));
  await login(t.app, account.username);

  const { id: activityId, rows } = await openMonth(secretary.call, 8, 2025);
  const reportOf = (p: { id: number }) => rows.find((r) => r.publisherId === p.id)!;
  const notes = new Map([
    [joaoA.id, HOSPITAL],
    [joaoB.id, 'férias no Algarve'],
    [clara.id, 'mudou de casa'],
  ]);
  // the overseer's group save: one entry, three reports
  const groupSave = await elder.call('PUT', '/api/publisherreports/update-changed', {
    reports: rows.map((r) => ({
      id: r.id,
      version: r.version,
      hours: null,
      studies: 1,
      participatedInMinistry: true,
      observations: notes.get(r.publisherId),
      status: 'Open',
    })),
  });
  expect(groupSave.statusCode, groupSave.body).toBe(200);
  // then João A's report alone, by the Secretary
  const single = await secretary.call('PUT', '/api/publisherreports/update-changed', {
    reports: [
      {
        id: reportOf(joaoA).id,
        version: reportOf(joaoA).version + 1,
        hours: null,
        studies: 2,
        participatedInMinistry: true,
        observations: `${HOSPITAL}, alta prevista`,
        status: 'Sent',
      },
    ],
  });
  expect(single.statusCode, single.body).toBe(200);
  // a change of João A's mobile (old and new values)
  const current = (await secretary.call('GET', `/api/publishers/${joaoA.id}`)).json();
  const updated = await secretary.call('PUT', `/api/publishers/${joaoA.id}`, { ...current, mobile: '944 444 444' });
  expect(updated.statusCode, updated.body).toBe(200);
  const closed = await secretary.call('PATCH', `/api/monthlyactivityreports/${activityId}/status`, {
    status: 'Closed',
  });
  expect(closed.statusCode, closed.body).toBe(200);
  return {
    secretary,
    admin: await signedIn(t, 'Admin'),
    joaoA,
    joaoB,
    clara,
    account,
    reportIds: { joaoA: reportOf(joaoA).id, joaoB: reportOf(joaoB).id, clara: reportOf(clara).id },
  };
});

type Entry = typeof auditLogs.$inferSelect;

async function copyOf(id: number): Promise<{ auditEntries: Entry[] }> {
  const res = await w.admin.call('GET', `/api/publishers/${id}/personal-data`);
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['dados.json']));
}

const isGroupSave = (e: Entry) => e.eventType === 'REPORT_UPDATE' && e.description.startsWith('3 relatório(s)');
const allEntries = () => w.t.db.select().from(auditLogs).orderBy(auditLogs.id);

describe('the audit entries of a person', () => {
  it('records the publishers and reports an entry is about, each of them', async () => {
    const groupSave = (await allEntries()).find(isGroupSave)!;
    expect([...groupSave.subjects].sort()).toEqual(
      [
        ...[w.joaoA.id, w.joaoB.id, w.clara.id].map((id) => `publisher:${id}`),
        ...Object.values(w.reportIds).map((id) => `report:${id}`),
      ].sort(),
    );
  });

  it('the access copy holds the person’s entries and part of each, never a namesake’s or another person’s', async () => {
    const copy = await copyOf(w.joaoA.id);
    const text = JSON.stringify(copy.auditEntries);
    expect(text).toContain('911 111 111');
    expect(text).toContain('944 444 444');
    expect(text).toContain(`${HOSPITAL}, alta prevista`);
    // the namesake's creation (same quoted name in its description) is not theirs
    expect(text).not.toContain('922 222 222');
    expect(text).not.toContain('1980-01-01');
    // the group save is there, with João A's report only
    const groupSave = copy.auditEntries.find(isGroupSave);
    expect(groupSave, 'the entry that changed several reports at once').toBeDefined();
    expect(groupSave!.newValues).toEqual({
      reports: [expect.objectContaining({ id: w.reportIds.joaoA, publisherId: w.joaoA.id, observations: HOSPITAL })],
    });
    expect(text).not.toContain('férias no Algarve');
    expect(text).not.toContain('mudou de casa');
    // his account's sign-in
    expect(copy.auditEntries.some((e) => e.eventType === 'USER_LOGIN' && e.userId === w.account.id)).toBe(true);

    const namesake = JSON.stringify((await copyOf(w.joaoB.id)).auditEntries);
    expect(namesake).toContain('922 222 222');
    expect(namesake).not.toContain('911 111 111');
    expect(namesake).not.toContain(HOSPITAL);
  });

  it('erasure removes every personal value of the person at any depth, and nothing of anyone else’s', async () => {
    const before = await allEntries();
    const namesakeBefore = before.filter((e) => e.resource === 'publisher' && e.resourceId === String(w.joaoB.id));
    const res = await w.secretary.call('POST', `/api/publishers/${w.joaoA.id}/erase`, { confirmName: 'João Silva' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await allEntries();
    const texts = after.map((e) => JSON.stringify(e));
    for (const personal of ['internado', '911 111 111', '944 444 444', '1970-01-01', 'joao.hospital', 'João S.']) {
      expect(
        texts.filter((t) => t.includes(personal)),
        personal,
      ).toEqual([]);
    }
    // the namesake's entries are untouched, and so are the others' reports in the group save
    expect(after.filter((e) => e.resource === 'publisher' && e.resourceId === String(w.joaoB.id))).toEqual(
      namesakeBefore,
    );
    const groupSave = after.find(isGroupSave)!;
    const observations = (groupSave.newValues as { reports: { publisherId: number; observations?: string }[] }).reports;
    expect(observations.map((r) => [r.publisherId, r.observations]).sort()).toEqual(
      [
        [w.joaoA.id, undefined],
        [w.joaoB.id, 'férias no Algarve'],
        [w.clara.id, 'mudou de casa'],
      ].sort(),
    );
    // every event is still there
    expect(after.filter((e) => e.id <= before.at(-1)!.id).map((e) => [e.id, e.eventType])).toEqual(
      before.map((e) => [e.id, e.eventType]),
    );
  });
});
