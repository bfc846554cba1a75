import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { households, publisherInvitations } from '../db/schema';
import { seedPublisher } from '../modules/reports/fixtures.test-support';
import { seedGroup, setUpTestApp, signedIn } from '../test/app.test-support';
import { ENGLISH_VALIDATION } from '../test/messages.test-support';

const w = setUpTestApp(async (t) => {
  const groupId = await seedGroup(t.db, 1);
  return { groupId, secretary: await signedIn(t, 'Secretary') };
});

/** A POST as a client sends it: `headers` exactly as given (no content type unless named), `payload` raw. */
const post = (url: string, headers: Record<string, string>, payload?: string) =>
  w.t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${w.secretary.token}`, ...headers },
    payload,
  });

describe('a POST that needs no input takes none', () => {
  it.each([
    ['no content type and no body (curl -X POST)', {}, undefined],
    ['content-type: application/json and an empty body', { 'content-type': 'application/json' }, ''],
    ['an empty form body (curl -X POST -d "")', { 'content-type': 'application/x-www-form-urlencoded' }, ''],
    ['a JSON null', { 'content-type': 'application/json' }, 'null'],
  ])('POST /publishers/{id}/invitation with %s makes the link', async (_how, headers, payload) => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupId });
    const res = await post(`/api/publishers/${publisherId}/invitation`, headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ url: expect.stringContaining('/convite/'), emailed: false });
    const rows = await w.t.db
      .select()
      .from(publisherInvitations)
      .where(eq(publisherInvitations.publisherId, publisherId));
    expect(rows).toHaveLength(1);
  });

  it('a POST that needs input says in pt-PT that the body is missing, and creates nothing', async () => {
    const before = await w.t.db.select().from(households);
    for (const [headers, payload] of [
      [{}, undefined],
      [{ 'content-type': 'application/json' }, ''],
    ] as const) {
      const res = await post('/api/households/', headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Valor inválido em body: é obrigatório', code: 'VALIDATION' });
    }
    expect(await w.t.db.select().from(households)).toEqual(before);
  });
});

describe('every refusal of a value is in pt-PT and names its field', () => {
  const user = { username: 'ana_valida', password: 'password123', displayName: 'Ana' };
  it.each<[string, string, unknown, string, string]>([
    ['POST', '/api/households/', {}, 'body.name', 'é obrigatório'],
    ['POST', '/api/households/', { name: 5 }, 'body.name', 'tem de ser texto'],
    ['POST', '/api/households/', { name: 'x'.repeat(201) }, 'body.name', 'não pode ter mais de 200 caracteres'],
    ['POST', '/api/users', { ...user, role: 'Root' }, 'body.role', 'tem de ser Admin, Secretary, Elder ou Publisher'],
    ['POST', '/api/users', { ...user, role: 'Elder', groupId: 'três' }, 'body.groupId', 'tem de ser um número'],
    ['PUT', '/api/publisherreports/update-changed', { reports: [] }, 'body.reports', 'não pode estar vazio'],
    ['PUT', '/api/meeting-attendance/2026-01-04/weekend', { inPerson: 1, online: 0, x: 1 }, 'body', '«x»'],
    ['POST', '/api/publishers/1/invitation', { sendEmail: 'sim' }, 'body.sendEmail', 'tem de ser true ou false'],
    ['POST', '/api/imports/abc/commit', {}, 'params.importId', 'não é um identificador válido'],
    ['GET', '/api/audit?page=0', undefined, 'querystring.page', 'tem de ser 1 ou mais'],
    ['GET', '/api/audit?limit=201', undefined, 'querystring.limit', 'tem de ser 200 ou menos'],
    ['GET', '/api/audit?severity=low', undefined, 'querystring.severity', 'use LOW, MEDIUM, HIGH ou CRITICAL'],
    ['GET', `/api/invitations/${'@'.repeat(43)}`, undefined, 'params.token', 'não tem o formato esperado'],
  ])('%s %s %j: 400 naming %s', async (method, url, payload, field, reason) => {
    const res = await w.secretary.call(method as 'POST', url, payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatch(new RegExp(`^Valor inválido em ${field.replaceAll('.', '\\.')}: `));
    expect(error).toContain(reason);
    expect(error).not.toMatch(ENGLISH_VALIDATION);
  });
});
