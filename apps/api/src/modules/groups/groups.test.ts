import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, households, publishers, serviceGroups, users } from '../../db/schema';
import { seedGroup, seedUser, setUpTestApp, signedIn } from '../../test/app.test-support';

const w = setUpTestApp(async (t) => ({ secretary: await signedIn(t, 'Secretary') }));

const auditOf = (eventType: string, resourceId: number) =>
  w.t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, eventType), eq(auditLogs.resourceId, String(resourceId))));

describe('service groups', () => {
  it('creates a group, lists groups by number and audits with the new values', async () => {
    const created = await w.secretary.call('POST', '/api/service-groups/', { groupNumber: 12, id: 999 });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({ id: expect.any(Number), groupNumber: 12 });
    expect(group.id).not.toBe(999);
    await w.secretary.call('POST', '/api/service-groups', { groupNumber: 3 });
    const list = await w.secretary.call('GET', '/api/service-groups');
    expect(list.statusCode).toBe(200);
    const numbers = list.json().map((g: { groupNumber: number }) => g.groupNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers).toEqual(expect.arrayContaining([3, 12]));
    const [audit] = await auditOf('GROUP_CREATE', group.id);
    expect(audit).toMatchObject({ severity: 'LOW', userId: w.secretary.id, newValues: { groupNumber: 12 } });
  });

  it('refuses a duplicate number with 409 and non-positive or non-integer numbers with 400', async () => {
    await seedGroup(w.t.db, 40);
    const duplicate = await w.secretary.call('POST', '/api/service-groups/', { groupNumber: 40 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('Grupo 40 já existe');
    for (const groupNumber of [0, -1, 1.5, 'abc', '7', null, 10_000_000]) {
      const res = await w.secretary.call('POST', '/api/service-groups/', { groupNumber });
      expect(res.statusCode, String(groupNumber)).toBe(400);
      expect(res.json().error).toContain('groupNumber');
    }
    const rows = await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.groupNumber, 40));
    expect(rows).toHaveLength(1);
  });

  it('removes an unused group and audits the old values at HIGH severity', async () => {
    const id = await seedGroup(w.t.db, 41);
    const res = await w.secretary.call('DELETE', `/api/service-groups/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.id, id))).toHaveLength(0);
    const [audit] = await auditOf('GROUP_DELETE', id);
    expect(audit).toMatchObject({ severity: 'HIGH', oldValues: { id, groupNumber: 41 } });
  });

  it('refuses to remove a group used by a publisher or by a user, changing nothing', async () => {
    const withPublisher = await seedGroup(w.t.db, 42);
    await w.t.db.insert(publishers).values({ name: 'Ana Silva', groupId: withPublisher, groupNumber: 42 });
    const withOverseer = await seedGroup(w.t.db, 43);
    await seedUser(w.t.db, { role: 'Elder', groupId: withOverseer });
    for (const id of [withPublisher, withOverseer]) {
      const res = await w.secretary.call('DELETE', `/api/service-groups/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'Erro ao remover grupo! Certifique-se que o grupo não está associado a publicadores ou a superintendentes de grupo.',
      );
      expect(await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.id, id))).toHaveLength(1);
      expect(await auditOf('GROUP_DELETE', id)).toHaveLength(0);
    }
  });

  it("removes a group that only deleted users and other roles' accounts point at, unlinking them, audited", async () => {
    const id = await seedGroup(w.t.db, 47);
    const deletedElder = await seedUser(w.t.db, { role: 'Elder', groupId: id });
    await w.t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedElder.id));
    const others = await Promise.all(
      (['Admin', 'Secretary', 'Publisher'] as const).map((role) => seedUser(w.t.db, { role, groupId: id })),
    );
    const linked = [deletedElder, ...others].map((u) => u.id).sort((a, b) => a - b);
    const res = await w.secretary.call('DELETE', `/api/service-groups/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.id, id))).toHaveLength(0);
    const after = await w.t.db.select().from(users).where(inArray(users.id, linked));
    expect(after.map((u) => u.groupId)).toEqual([null, null, null, null]);
    const [removed] = await auditOf('GROUP_DELETE', id);
    expect(removed!.details).toEqual({ unlinkedUserIds: linked });
    for (const userId of linked) {
      const [entry] = await auditOf('USER_UPDATE', userId);
      expect(entry).toMatchObject({ userId: w.secretary.id, oldValues: { groupId: id }, newValues: { groupId: null } });
    }
  });

  it('refuses a group held by archived publishers, naming them and where to change them; nothing changes', async () => {
    const id = await seedGroup(w.t.db, 48);
    await w.t.db.insert(publishers).values([
      { name: 'Ana Arquivada', groupId: id, groupNumber: 48, isEnabled: false },
      { name: 'Rui Reis', displayName: 'Rui', groupId: id, groupNumber: 48, isEnabled: false },
    ]);
    const deleted = await seedUser(w.t.db, { role: 'Elder', groupId: id });
    await w.t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const res = await w.secretary.call('DELETE', `/api/service-groups/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Erro ao remover grupo! O Grupo 48 tem publicadores arquivados: Ana Arquivada, Rui — altere o grupo de cada um em Publicadores › Mostrar Arquivados.',
    );
    expect(await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.id, id))).toHaveLength(1);
    expect((await w.t.db.select().from(users).where(eq(users.id, deleted.id)))[0]!.groupId).toBe(id);
    expect(await auditOf('USER_UPDATE', deleted.id)).toHaveLength(0);

    // with a publisher the organise screen shows too: the spec's text, then the archived ones by name
    await w.t.db.insert(publishers).values({ name: 'Vera Visível', groupId: id, groupNumber: 48 });
    const both = await w.secretary.call('DELETE', `/api/service-groups/${id}`);
    expect(both.json().error).toBe(
      'Erro ao remover grupo! Certifique-se que o grupo não está associado a publicadores ou a superintendentes de grupo. O Grupo 48 tem também publicadores arquivados: Ana Arquivada, Rui — altere o grupo de cada um em Publicadores › Mostrar Arquivados.',
    );
  });

  it('gives 404 for an unknown group and 400 for a non-numeric id', async () => {
    expect((await w.secretary.call('DELETE', '/api/service-groups/999999')).statusCode).toBe(404);
    const bad = await w.secretary.call('DELETE', '/api/service-groups/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('id');
  });

  it('lets Elders list groups but not create or remove them', async () => {
    const elder = await signedIn(w.t, 'Elder');
    expect((await elder.call('GET', '/api/service-groups/')).statusCode).toBe(200);
    expect((await elder.call('POST', '/api/service-groups/', { groupNumber: 44 })).statusCode).toBe(403);
    const id = await seedGroup(w.t.db, 45);
    expect((await elder.call('DELETE', `/api/service-groups/${id}`)).statusCode).toBe(403);
    const publisher = await signedIn(w.t, 'Publisher');
    expect((await publisher.call('GET', '/api/service-groups/')).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/service-groups/' })).statusCode).toBe(401);
    expect(await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.groupNumber, 44))).toHaveLength(0);
  });
});

describe('households', () => {
  it('creates a household with a trimmed name, lists it and audits', async () => {
    const res = await w.secretary.call('POST', '/api/households/', { name: '  Família Costa  ' });
    expect(res.statusCode).toBe(201);
    const household = res.json();
    expect(household).toEqual({ id: expect.any(Number), name: 'Família Costa' });
    const list = await w.secretary.call('GET', '/api/households');
    expect(list.json()).toContainEqual(household);
    const [audit] = await auditOf('HOUSEHOLD_CREATE', household.id);
    expect(audit?.newValues).toEqual(household);
  });

  it('refuses empty, blank, over-long and missing names with 400', async () => {
    for (const payload of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(201) }, {}, { name: 5 }]) {
      const res = await w.secretary.call('POST', '/api/households/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain('name');
    }
    const blank = await w.secretary.call('POST', '/api/households/', { name: '  ' });
    expect(blank.json().error).toContain('Agregado não pode estar vazio!');
  });

  it('removes an unused household; refuses one still used (409, nothing changes)', async () => {
    const [free] = await w.t.db.insert(households).values({ name: 'Família Livre' }).returning();
    const [used] = await w.t.db.insert(households).values({ name: 'Família Usada' }).returning();
    const groupId = await seedGroup(w.t.db, 46);
    await w.t.db.insert(publishers).values({ name: 'Rui Usado', groupId, groupNumber: 46, householdId: used!.id });
    expect((await w.secretary.call('DELETE', `/api/households/${free!.id}`)).statusCode).toBe(200);
    const [audit] = await auditOf('HOUSEHOLD_DELETE', free!.id);
    expect(audit).toMatchObject({ severity: 'HIGH', oldValues: { name: 'Família Livre' } });
    const refused = await w.secretary.call('DELETE', `/api/households/${used!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Erro ao remover agregado! Certifique-se que o agregado não está associado a publicadores.',
    );
    expect(await w.t.db.select().from(households).where(eq(households.id, used!.id))).toHaveLength(1);
    expect((await w.secretary.call('DELETE', '/api/households/999999')).statusCode).toBe(404);
  });

  it('is refused to Elders', async () => {
    const elder = await signedIn(w.t, 'Elder');
    expect((await elder.call('GET', '/api/households/')).statusCode).toBe(403);
    expect((await elder.call('POST', '/api/households/', { name: 'Família X' })).statusCode).toBe(403);
    const admin = await signedIn(w.t, 'Admin');
    expect((await admin.call('GET', '/api/households/')).statusCode).toBe(200);
  });
});
