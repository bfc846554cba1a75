import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, auxiliaryApplications, monthlyActivities, publisherAppointments } from '../../db/schema';
import { caller, login, signedIn } from '../../test/app.test-support';
import { invitedPublisher } from '../invitations/fixtures.test-support';
import {
  readReports,
  seedActivity,
  seedPublisher,
  seedReport,
  setUpReportsApp,
} from '../reports/fixtures.test-support';

const w = setUpReportsApp([61, 62]);
const june2047 = { month: 5, year: 2047 };
const july2047 = { month: 6, year: 2047 };

describe('auxiliary-pioneer applications (issue 35)', () => {
  it('with no committee named, the Secretary’s decision is enough; an Elder’s is refused', async () => {
    const publisher = await seedPublisher(w.t.db, { groupId: w.groupA });
    const paper = await w.secretary.call('POST', `/api/publishers/${publisher}/auxiliary-pioneer-applications`, {
      months: [june2047],
    });
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.json()).toMatchObject({ status: 'pending', months: [june2047], continuous: false });
    const id = paper.json().id;
    expect(
      (await w.elderA.call('POST', `/api/auxiliary-pioneer-applications/${id}/decision`, { approve: true })).statusCode,
    ).toBe(403);
    const decided = await w.secretary.call('POST', `/api/auxiliary-pioneer-applications/${id}/decision`, {
      approve: false,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'rejected' });
    expect(
      (await w.secretary.call('POST', `/api/auxiliary-pioneer-applications/${id}/decision`, { approve: true }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses past months, no months, a regular pioneer’s months (400, nothing written)', async () => {
    const rita = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Rita Regular Teste' });
    await w.t.db
      .insert(publisherAppointments)
      .values({ publisherId: rita, kind: 'RegularPioneer', startDate: '2047-01-01' });
    const own = await invitedPublisher(w.t, w.secretary.call, rita);
    const url = '/api/me/auxiliary-pioneer-applications';
    const past = await own.call('POST', url, { months: [{ month: 0, year: 2020 }] });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toContain('months');
    expect((await own.call('POST', url, { months: [] })).statusCode).toBe(400);
    const regular = await own.call('POST', url, { months: [june2047] });
    expect(regular.statusCode).toBe(400);
    expect(regular.json().error).toContain('6/2047');
    const rows = await w.t.db.select().from(auxiliaryApplications).where(eq(auxiliaryApplications.publisherId, rita));
    expect(rows).toEqual([]);
  });

  it('approved by the three committee members: the Open month’s report and the next month’s become auxiliary, never a Closed one', async () => {
    for (const m of [w.elderA, w.elderB, w.secretary]) {
      const res = await w.admin.call('PUT', `/api/users/${m.id}`, { username: m.username, serviceCommittee: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    // an account changed by someone else signs in again
    const again = async (m: { id: number; username: string }) => ({
      id: m.id,
      call: caller(w.t.app, await login(w.t.app, m.username)),
    });
    const members = [await again(w.elderA), await again(w.elderB), await again(w.secretary)];
    const secretary = members[2]!;
    const listed = (await w.admin.call('GET', '/api/users')).json().users;
    expect(listed.filter((u: { serviceCommittee: boolean }) => u.serviceCommittee)).toHaveLength(3);
    // a fourth member is refused
    const fourth = await w.admin.call('PUT', `/api/users/${w.admin.id}`, {
      username: w.admin.username,
      serviceCommittee: true,
    });
    expect(fourth.statusCode).toBe(400);

    const may = await seedActivity(w.t.db, { month: 4, year: 2047, status: 'Closed' });
    const june = await seedActivity(w.t.db, { ...june2047, status: 'Open' });
    const ana = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Ana Auxiliar Teste' });
    const mayReport = await seedReport(w.t.db, may, { publisherId: ana, participatedInMinistry: true });
    const juneReport = await seedReport(w.t.db, june, { publisherId: ana });
    const own = await invitedPublisher(w.t, secretary.call, ana);
    const applied = await own.call('POST', '/api/me/auxiliary-pioneer-applications', { months: [july2047, june2047] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'pending', months: [june2047, july2047] });
    const id = applied.json().id;

    // someone outside the committee: 403, nothing written
    const outsider = await signedIn(w.t, 'Elder', { groupId: w.groupA });
    const refused = await outsider.call('POST', `/api/auxiliary-pioneer-applications/${id}/decision`, {
      approve: true,
    });
    expect(refused.statusCode).toBe(403);
    const decide = (m: (typeof members)[number]) =>
      m.call('POST', `/api/auxiliary-pioneer-applications/${id}/decision`, { approve: true });
    expect((await decide(members[0]!)).json()).toMatchObject({ status: 'pending', decisions: [{ approve: true }] });
    expect((await decide(members[1]!)).json()).toMatchObject({ status: 'pending' });
    expect((await secretary.call('GET', '/api/auxiliary-pioneer-applications?status=pending')).json()).toHaveLength(1);
    const last = await decide(members[2]!);
    expect(last.json()).toMatchObject({ status: 'approved' });
    expect((await own.call('GET', '/api/me/auxiliary-pioneer-applications')).json()).toMatchObject([
      { id, status: 'approved' },
    ]);

    const [mayRow, juneRow] = await readReports(w.t.db, [mayReport, juneReport]);
    expect(mayRow).toMatchObject({ auxiliaryPioneer: false, hours: null, version: 1 });
    expect(juneRow).toMatchObject({ auxiliaryPioneer: true, hours: 0, version: 2 });
    // July is generated with the flag, without the Secretary choosing her
    await w.t.db.update(monthlyActivities).set({ status: 'Closed' });
    const posted = await secretary.call('POST', '/api/monthlyactivityreports/', {
      report: { ...july2047, status: 'Open' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const july = (await secretary.call('GET', `/api/publisherreports/bymonth/${posted.json().id}`)).json();
    expect(july.reports.find((r: { publisherId: number }) => r.publisherId === ana)).toMatchObject({
      auxiliaryPioneer: true,
    });
    // August is not in the application
    const audit = await w.t.db.select().from(auditLogs).where(eq(auditLogs.resource, 'auxiliary_application'));
    expect(audit.length).toBeGreaterThanOrEqual(4);

    // one rejection rejects another application
    const second = (
      await own.call('POST', '/api/me/auxiliary-pioneer-applications', { months: [{ month: 7, year: 2047 }] })
    ).json();
    const rejected = await members[1]!.call('POST', `/api/auxiliary-pioneer-applications/${second.id}/decision`, {
      approve: false,
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(
      (await secretary.call('GET', '/api/auxiliary-pioneer-applications?status=rejected'))
        .json()
        .map((a: { id: number }) => a.id),
    ).toContain(second.id);
  });
});
