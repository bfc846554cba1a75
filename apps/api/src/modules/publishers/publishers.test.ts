import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, households, publishers } from '../../db/schema';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';

const w = setUpTestApp(async (t) => {
  const [household] = await t.db.insert(households).values({ name: 'Família Pereira' }).returning();
  return {
    secretary: await signedIn(t, 'Secretary'),
    groupA: await seedGroup(t.db, 1),
    groupB: await seedGroup(t.db, 2),
    householdId: household!.id,
  };
});

const full = () => ({
  name: 'Joana Maria Pereira',
  displayName: 'Joana Pereira',
  groupId: w.groupA,
  role: 'Publisher',
  birthDate: '1980-02-29',
  baptismDate: '',
  address: 'Rua das Flores 1',
  postalCode: '1000-001',
  city: 'Lisboa',
  mobile: '912345678',
  homePhone: null,
  email: 'joana@example.pt',
  householdId: w.householdId,
  regularPioneer: true,
});

async function create(body: Record<string, unknown> = full()) {
  const res = await w.secretary.call('POST', '/api/publishers/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const rowOf = async (id: number) => (await w.t.db.select().from(publishers).where(eq(publishers.id, id)))[0];

describe('POST /api/publishers/', () => {
  it('creates with the spec defaults, derives groupNumber, turns empty dates into null and audits', async () => {
    const publisher = await create({ ...full(), groupNumber: 99, id: 5000, createdAt: 'x' });
    expect(publisher).toMatchObject({
      name: 'Joana Maria Pereira',
      groupId: w.groupA,
      groupNumber: 1,
      role: 'Publisher',
      birthDate: '1980-02-29',
      baptismDate: null,
      deathDate: null,
      homePhone: null,
      regularPioneer: true,
      isCurrentlyInactive: false,
      isEnabled: true,
      householdId: w.householdId,
    });
    expect(publisher.id).not.toBe(5000);
    const minimal = await create({ name: 'Rui', groupId: w.groupB });
    expect(minimal).toMatchObject({ role: 'Publisher', isEnabled: true, regularPioneer: false, groupNumber: 2 });
    expect(minimal.displayName).toBeNull();
    const [audit] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'PUBLISHER_CREATE'), eq(auditLogs.resourceId, String(publisher.id))));
    expect(audit).toMatchObject({
      severity: 'LOW',
      userId: w.secretary.id,
      newValues: { name: 'Joana Maria Pereira' },
    });
  });

  it('archives a publisher created with a death or exit date', async () => {
    const dead = await create({ ...full(), deathDate: '2024-01-10', isEnabled: true });
    const left = await create({ ...full(), exitCongregationDate: '2024-03-01' });
    expect(dead.isEnabled).toBe(false);
    expect(left.isEnabled).toBe(false);
  });

  it('refuses an unknown group or household with 400 and writes nothing', async () => {
    const before = await w.t.db.select().from(publishers);
    const group = await w.secretary.call('POST', '/api/publishers/', { ...full(), groupId: 999999, groupNumber: 77 });
    expect(group.statusCode).toBe(400);
    expect(group.json().error).toBe('Grupo 77 não encontrado');
    const household = await w.secretary.call('POST', '/api/publishers/', { ...full(), householdId: 999999 });
    expect(household.statusCode).toBe(400);
    expect(household.json().error).toBe('Agregado 999999 não encontrado');
    expect(await w.t.db.select().from(publishers)).toHaveLength(before.length);
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['groupId', { groupId: undefined }],
    ['groupId', { groupId: '1' }],
    ['role', { role: 'Pioneer' }],
    ['birthDate', { birthDate: '10/02/1980' }],
    ['birthDate', { birthDate: '1980-02-30' }],
    ['birthDate', { birthDate: '0000-01-01' }],
    ['email', { email: 'not-an-email' }],
    ['city', { city: 'c'.repeat(101) }],
    ['householdId', { householdId: -1 }],
    ['regularPioneer', { regularPioneer: 'yes' }],
  ])('refuses bad %s with 400 naming the field', async (field, patch) => {
    const res = await w.secretary.call('POST', '/api/publishers/', { ...full(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });
});

describe('PUT /api/publishers/:id', () => {
  it('replaces the publisher, moves it between groups and audits old and new values', async () => {
    const publisher = await create();
    const res = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...publisher,
      groupId: w.groupB,
      groupNumber: 1,
      city: 'Porto',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ groupId: w.groupB, groupNumber: 2, city: 'Porto' });
    expect(await rowOf(publisher.id)).toMatchObject({ groupId: w.groupB, groupNumber: 2, city: 'Porto' });
    const [audit] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'PUBLISHER_UPDATE'), eq(auditLogs.resourceId, String(publisher.id))));
    expect(audit?.oldValues).toMatchObject({ groupId: w.groupA, city: 'Lisboa' });
    expect(audit?.newValues).toMatchObject({ groupId: w.groupB, city: 'Porto' });
    expect(audit?.newValues).not.toHaveProperty('version'); // bookkeeping, not a change worth listing
    expect(audit?.description).toContain('do Grupo 1 para o Grupo 2');
  });

  it('archives when a death or exit date is set, and allows re-enabling with the date kept', async () => {
    const publisher = await create();
    const archived = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...publisher,
      deathDate: '2025-05-05',
      isEnabled: true,
    });
    expect(archived.json()).toMatchObject({ deathDate: '2025-05-05', isEnabled: false });
    const reenabled = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...(archived.json() as object),
      isEnabled: true,
    });
    expect(reenabled.json()).toMatchObject({ deathDate: '2025-05-05', isEnabled: true });
    const exit = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...(reenabled.json() as object),
      exitCongregationDate: '2025-06-01',
    });
    expect(exit.json().isEnabled).toBe(false);
  });

  it('refuses a save based on an older version (409 STALE_VERSION), writing and auditing nothing', async () => {
    const publisher = await create({ ...full(), version: 77 });
    expect(publisher.version).toBe(1);
    // two screens opened the publisher at version 1; the first save wins and moves the version
    const first = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, { ...publisher, city: 'Porto' });
    expect(first.json()).toMatchObject({ city: 'Porto', version: 2 });
    const before = await rowOf(publisher.id);
    const audits = () =>
      w.t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.eventType, 'PUBLISHER_UPDATE'), eq(auditLogs.resourceId, String(publisher.id))));
    const auditCount = (await audits()).length;
    const stale = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, { ...publisher, groupId: w.groupB });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error:
        'Este publicador foi alterado por outra pessoa desde que o abriu. Nada foi gravado: recarregue para ver os dados mais recentes.',
      code: 'STALE_VERSION',
    });
    expect(await rowOf(publisher.id)).toEqual(before);
    expect(await audits()).toHaveLength(auditCount);
    // the current version saves; a body without a version is refused like a stale one (issue 21)
    const current = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...(first.json() as object),
      groupId: w.groupB,
    });
    expect(current.json()).toMatchObject({ groupId: w.groupB, city: 'Porto', version: 3 });
    const { version: _omitted, ...unversioned } = current.json();
    const unversionedRes = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, unversioned);
    expect(unversionedRes.statusCode).toBe(409);
    expect(unversionedRes.json()).toMatchObject({ code: 'STALE_VERSION', error: expect.stringContaining('versão') });
    expect((await rowOf(publisher.id))!.version).toBe(3);
    const invalid = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, { ...publisher, version: 0 });
    expect(invalid.statusCode).toBe(400);
  });

  it('gives 404 for an unknown publisher and 400 for a bad id or group, changing nothing', async () => {
    const publisher = await create();
    const unknown = await w.secretary.call('PUT', '/api/publishers/999999', full());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Publicador não encontrado');
    expect((await w.secretary.call('PUT', '/api/publishers/abc', full())).statusCode).toBe(400);
    const badGroup = await w.secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...full(),
      groupId: 999999,
      version: publisher.version,
    });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error).toBe('Grupo 999999 não encontrado');
    expect((await rowOf(publisher.id))?.groupId).toBe(w.groupA);
  });
});

describe('GET /api/publishers', () => {
  it('lists enabled publishers by id and archived ones under /disabled', async () => {
    const visible = await create();
    const archived = await create({ ...full(), isEnabled: false });
    const list = (await w.secretary.call('GET', '/api/publishers/')).json();
    const ids = list.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(archived.id);
    expect(list.find((p: { id: number }) => p.id === visible.id)).toEqual(visible);
    const disabled = (await w.secretary.call('GET', '/api/publishers/disabled')).json();
    expect(disabled.map((p: { id: number }) => p.id)).toContain(archived.id);
    expect(disabled.every((p: { isEnabled: boolean }) => !p.isEnabled)).toBe(true);
  });

  it('?search= finds as the screen does: accents and case ignored, only on the fields the caller sees', async () => {
    const joao = await create({ ...full(), name: 'João Ávila Search', displayName: null, email: 'segredo@example.pt' });
    const names = async (caller: typeof w.secretary, search: string) =>
      (await caller.call('GET', `/api/publishers/?search=${encodeURIComponent(search)}`))
        .json()
        .map((p: { id: number }) => p.id);
    expect(await names(w.secretary, 'joao avila')).toEqual([joao.id]);
    expect(await names(w.secretary, 'JOÃO ÁVILA')).toEqual([joao.id]);
    expect(await names(w.secretary, 'segredo@')).toEqual([joao.id]);
    // an Elder does not receive emails, so cannot search by them either
    const elder = await signedIn(w.t, 'Elder', { groupId: w.groupA });
    expect(await names(elder, 'joao avila')).toEqual([joao.id]);
    expect(await names(elder, 'segredo@')).toEqual([]);
  });

  it('?withoutRgpdDate=true keeps those with no consent date; refused to Elders (403) and bad values (400)', async () => {
    const consented = await create({ ...full(), name: 'Com Data RGPD', rgpdDate: '2024-03-01' });
    const missing = await create({ ...full(), name: 'Sem Data RGPD', rgpdDate: '' });
    const archived = await create({ ...full(), name: 'Arquivado Sem RGPD', isEnabled: false });
    const ids = async (path: string) => (await w.secretary.call('GET', path)).json().map((p: { id: number }) => p.id);
    const withoutDate = await ids('/api/publishers/?withoutRgpdDate=true');
    expect(withoutDate).toContain(missing.id);
    expect(withoutDate).not.toContain(consented.id);
    expect(withoutDate).not.toContain(archived.id);
    const rows = await w.t.db.select().from(publishers).where(eq(publishers.isEnabled, true));
    expect(withoutDate).toEqual(
      rows
        .filter((r) => r.rgpdDate === null)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    );
    expect(await ids('/api/publishers/?withoutRgpdDate=false')).toContain(consented.id);
    expect(await ids('/api/publishers/?withoutRgpdDate=true&search=sem%20data')).toEqual([missing.id]);
    expect(await ids('/api/publishers/disabled?withoutRgpdDate=true')).toContain(archived.id);
    const bad = await w.secretary.call('GET', '/api/publishers/?withoutRgpdDate=sim');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Valor inválido em querystring.withoutRgpdDate: indique true ou false');
    const elder = await signedIn(w.t, 'Elder', { groupId: w.groupA });
    const refused = await elder.call('GET', '/api/publishers/?withoutRgpdDate=true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('«Sem data RGPD» não está disponível');
    expect((await elder.call('GET', '/api/publishers/?withoutRgpdDate=false')).statusCode).toBe(200);
  });

  it('gives Elders the list fields only, and refuses them get/create/update', async () => {
    const publisher = await create();
    const elder = await signedIn(w.t, 'Elder', { groupId: w.groupA });
    const res = await elder.call('GET', '/api/publishers/');
    expect(res.statusCode).toBe(200);
    const item = res.json().find((p: { id: number }) => p.id === publisher.id);
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'name',
        'displayName',
        'role',
        'groupId',
        'groupNumber',
        'regularPioneer',
        'currentAppointments',
        'isEnabled',
        'isCurrentlyInactive',
        'version',
      ].sort(),
    );
    expect(res.body).not.toContain('joana@example.pt');
    expect((await elder.call('GET', '/api/publishers/disabled')).body).not.toContain('Rua das Flores');
    expect((await elder.call('GET', `/api/publishers/${publisher.id}`)).statusCode).toBe(403);
    expect((await elder.call('POST', '/api/publishers/', full())).statusCode).toBe(403);
    expect((await elder.call('PUT', `/api/publishers/${publisher.id}`, full())).statusCode).toBe(403);
    const refused = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'));
    expect(refused.length).toBeGreaterThanOrEqual(3);
  });

  it('gets one publisher with every field, 404 when unknown, 400 on a non-numeric id', async () => {
    const publisher = await create();
    const admin = await signedIn(w.t, 'Admin');
    const res = await admin.call('GET', `/api/publishers/${publisher.id}`);
    expect(res.json()).toEqual(publisher);
    expect((await admin.call('GET', '/api/publishers/999999')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/publishers/1x')).statusCode).toBe(400);
    const publisherUser = await signedIn(w.t, 'Publisher');
    expect((await publisherUser.call('GET', '/api/publishers/')).statusCode).toBe(403);
  });
});
