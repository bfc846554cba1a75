import type { UserRole } from '@congregacao/shared/enums';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, publisherReports, sessions, users } from '../../db/schema';
import { login, seedGroup, seedUser, setUpTestApp, signedIn } from '../../test/app.test-support';
import { upload } from '../imports/upload.test-support';

/**
 * One archiving path for the publisher form and the import (ADR 035): the Open report leaves the Open month, the
 * linked Publisher account's sessions end for good; an account of a higher role is never deleted or locked by
 * archiving or erasing its publisher: it is unlinked, and the answer says so.
 */
const w = setUpTestApp(async (t) => {
  const secretary = await signedIn(t, 'Secretary');
  const groupId = await seedGroup(t.db, 1);
  const create = async (name: string, birthDate: string, extra: Record<string, unknown> = {}) => {
    const res = await secretary.call('POST', '/api/publishers/', { name, birthDate, groupId, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };
  /** An account linked to the publisher (self-reporting), signed in, then given `role`. */
  const account = async (publisher: { id: number }, role: UserRole) => {
    const user = await seedUser(t.db, { role: 'Publisher' });
    await t.db.update(users).set({ publisherId: publisher.id }).where(eq(users.id, user.id));
    const token = await login(t.app, user.username);
    await t.db.update(users).set({ role }).where(eq(users.id, user.id));
    return { ...user, role, token };
  };
  const people = {
    adao: await create('Adão Admin', '1960-01-01'),
    // arrived after the Open month: no report in it, so erasable while enabled
    eva: await create('Eva Elder', '1961-01-01', { arrivalCongregation: '2026-11-20' }),
    filipe: await create('Filipe Form', '1962-01-01'),
    paulo: await create('Paulo Próprio', '1963-01-01'),
    ines: await create('Inês Importada', '1964-01-01'),
  };
  const accounts = {
    adao: await account(people.adao, 'Admin'),
    eva: await account(people.eva, 'Elder'),
    filipe: await account(people.filipe, 'Publisher'),
    paulo: await account(people.paulo, 'Publisher'),
    ines: await account(people.ines, 'Secretary'),
  };
  const month = await secretary.call('POST', '/api/monthlyactivityreports/', {
    report: { month: 9, year: 2026, status: 'Open' },
    publisherReports: [],
  });
  expect(month.statusCode, month.body).toBe(201);
  return { secretary, people, accounts, activityId: month.json().id as number };
});

const signedInStatus = async (token: string) =>
  (await w.t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

const linkOf = async (userId: number) =>
  (await w.t.db.select({ publisherId: users.publisherId }).from(users).where(eq(users.id, userId)))[0];

const openReportOf = async (publisherId: number) =>
  w.t.db
    .select({ id: publisherReports.id })
    .from(publisherReports)
    .where(and(eq(publisherReports.publisherId, publisherId), eq(publisherReports.monthlyActivityId, w.activityId)));

async function save(id: number, changes: Record<string, unknown>) {
  const current = (await w.secretary.call('GET', `/api/publishers/${id}`)).json();
  return w.secretary.call('PUT', `/api/publishers/${id}`, { ...current, ...changes });
}

describe('archiving and erasing a publisher with an account', () => {
  it('archiving through the form unlinks an Admin account, which keeps its sessions, and says so', async () => {
    const res = await save(w.people.adao.id, { isEnabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unlinkedAccount).toEqual({ username: w.accounts.adao.username, role: 'Admin' });
    expect(await signedInStatus(w.accounts.adao.token)).toBe(200);
    expect(await linkOf(w.accounts.adao.id)).toEqual({ publisherId: null });
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'user'), eq(auditLogs.resourceId, String(w.accounts.adao.id))));
    expect(entry).toMatchObject({
      eventType: 'USER_UPDATE',
      userId: w.secretary.id,
      oldValues: { publisherId: w.people.adao.id },
      newValues: { publisherId: null },
    });
  });

  it('erasure never deletes an Elder account: it unlinks it, and says so', async () => {
    const res = await w.secretary.call('POST', `/api/publishers/${w.people.eva.id}/erase`, {
      confirmName: 'Eva Elder',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      account: { username: w.accounts.eva.username, role: 'Elder', outcome: 'unlinked' },
    });
    expect(await linkOf(w.accounts.eva.id)).toEqual({ publisherId: null });
    expect(await signedInStatus(w.accounts.eva.token)).toBe(200);
  });

  it('archiving through the form ends a Publisher account’s sessions for good; re-enabling revives none', async () => {
    expect(await openReportOf(w.people.filipe.id)).toHaveLength(1);
    const res = await save(w.people.filipe.id, { isEnabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unlinkedAccount ?? null).toBeNull();
    expect(await openReportOf(w.people.filipe.id)).toEqual([]);
    expect(await signedInStatus(w.accounts.filipe.token)).toBe(401);
    expect((await save(w.people.filipe.id, { isEnabled: true })).statusCode).toBe(200);
    expect(await signedInStatus(w.accounts.filipe.token)).toBe(401);
    expect(await linkOf(w.accounts.filipe.id)).toEqual({ publisherId: w.people.filipe.id });
  });

  it('archiving through an import does what the form does: Open report out, sessions ended, higher roles unlinked', async () => {
    expect(await openReportOf(w.people.paulo.id)).toHaveLength(1);
    expect(await openReportOf(w.people.ines.id)).toHaveLength(1);
    const file =
      'Nome Completo;Data de Nascimento;Grupo;Visível;Saída da Congregação\r\n' +
      'Paulo Próprio;01/01/1963;1;Não;\r\n' +
      'Inês Importada;01/01/1964;1;Sim;15/10/2026\r\n';
    const preview = (await upload(w.secretary.call, Buffer.from(file))).json();
    expect(preview).toMatchObject({ update: 2, errors: [] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json().unlinkedAccounts).toEqual([
      { publisherId: w.people.ines.id, username: w.accounts.ines.username, role: 'Secretary' },
    ]);
    expect(await openReportOf(w.people.paulo.id)).toEqual([]);
    expect(await openReportOf(w.people.ines.id)).toEqual([]);
    const removals = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'REPORT_DELETE'));
    expect(removals.map((e) => (e.details as { publisherId: number }).publisherId)).toEqual(
      expect.arrayContaining([w.people.paulo.id, w.people.ines.id]),
    );
    expect(await w.t.db.select().from(sessions).where(eq(sessions.userId, w.accounts.paulo.id))).toEqual([]);
    expect(await signedInStatus(w.accounts.paulo.token)).toBe(401);
    expect(await signedInStatus(w.accounts.ines.token)).toBe(200);
    expect((await save(w.people.paulo.id, { isEnabled: true })).statusCode).toBe(200);
    expect(await signedInStatus(w.accounts.paulo.token)).toBe(401);
  });

  it('a staff account still linked to an archived publisher (linked before this rule) signs in', async () => {
    const res = await w.secretary.call('POST', '/api/publishers/', {
      name: 'Gil Antigo',
      groupId: (await w.secretary.call('GET', `/api/publishers/${w.people.adao.id}`)).json().groupId,
      isEnabled: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const elder = await seedUser(w.t.db, { role: 'Elder' });
    await w.t.db.update(users).set({ publisherId: res.json().id }).where(eq(users.id, elder.id));
    expect(await signedInStatus(await login(w.t.app, elder.username))).toBe(200);
  });

  it('erasing a publisher whose staff account was unlinked leaves no name of theirs, and the account as it was', async () => {
    const res = await w.secretary.call('POST', `/api/publishers/${w.people.adao.id}/erase`, {
      confirmName: 'Adão Admin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, account: null });
    const entries = await w.t.db.select().from(auditLogs);
    expect(entries.filter((e) => JSON.stringify(e).includes('Adão Admin'))).toEqual([]);
    const signIns = entries.filter((e) => e.eventType === 'USER_LOGIN' && e.userId === w.accounts.adao.id);
    expect(signIns.map((e) => e.userUsername)).toEqual([w.accounts.adao.username]);
    expect(await signedInStatus(w.accounts.adao.token)).toBe(200);
  });
});
