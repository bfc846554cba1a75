import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, publisherInvitations, publishers, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { caller, seedGroup, setUpTestApp, signedIn, TEST_PASSWORD } from '../../test/app.test-support';
import { seedPublisher } from '../reports/fixtures.test-support';
import { invite, invitedPublisher, tokenOf } from './fixtures.test-support';

const w = setUpTestApp(async (t) => {
  const groupA = await seedGroup(t.db, 1);
  return {
    groupA,
    secretary: await signedIn(t, 'Secretary'),
    admin: await signedIn(t, 'Admin'),
    elder: await signedIn(t, 'Elder', { groupId: groupA }),
  };
});

const anonymous = () => caller(w.t.app, null);
const accept = (token: string, username: string, password = TEST_PASSWORD) =>
  anonymous()('POST', `/api/invitations/${token}/accept`, { username, password });
const DAY_MS = 86_400_000;

describe('POST /api/publishers/:id/invitation', () => {
  it('gives a 14-day link whose token is stored only as its hash', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA, displayName: 'Ana Sousa' });
    const before = Date.now();
    const res = await w.secretary.call('POST', `/api/publishers/${publisherId}/invitation`, {});
    expect(res.statusCode).toBe(201);
    const { url, expiresAt, emailed, canEmail } = res.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/convite\/[A-Za-z0-9_-]{43}$/);
    expect(emailed).toBe(false);
    expect(canEmail).toBe(false); // no SMTP_URL in tests
    const validFor = new Date(expiresAt).getTime() - before;
    expect(validFor).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(validFor).toBeLessThanOrEqual(14 * DAY_MS + 60_000);
    const token = tokenOf(url);
    const rows = await w.t.db
      .select()
      .from(publisherInvitations)
      .where(eq(publisherInvitations.publisherId, publisherId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const info = await anonymous()('GET', `/api/invitations/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ displayName: 'Ana Sousa' });
  });

  it('revokes the previous link when a new one is made; DELETE revokes, then 404', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA });
    const first = await invite(w.admin.call, publisherId);
    const second = await invite(w.secretary.call, publisherId);
    const old = await anonymous()('GET', `/api/invitations/${first}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'INVITATION_GONE', reason: 'revoked' });
    expect(old.json().error).toContain('cancelado');
    expect((await anonymous()('GET', `/api/invitations/${second}`)).statusCode).toBe(200);
    expect((await w.secretary.call('DELETE', `/api/publishers/${publisherId}/invitation`)).statusCode).toBe(200);
    expect((await anonymous()('GET', `/api/invitations/${second}`)).json().reason).toBe('revoked');
    expect((await accept(second, 'tarde_demais')).statusCode).toBe(410);
    expect((await w.secretary.call('DELETE', `/api/publishers/${publisherId}/invitation`)).statusCode).toBe(404);
    const entries = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'publisher_invitation'), eq(auditLogs.resourceId, String(publisherId))));
    expect(entries.map((e) => e.description).join('\n')).toMatch(/criado[\s\S]*criado[\s\S]*revogado/);
  });

  it('refuses Elders (403), archived publishers and publishers who already have an account (409)', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA });
    expect((await w.elder.call('POST', `/api/publishers/${publisherId}/invitation`, {})).statusCode).toBe(403);
    expect(
      await w.t.db.select().from(publisherInvitations).where(eq(publisherInvitations.publisherId, publisherId)),
    ).toEqual([]);
    const archived = await seedPublisher(w.t.db, { groupId: w.groupA, isEnabled: false });
    const refused = await w.secretary.call('POST', `/api/publishers/${archived}/invitation`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('arquivado');
    await invitedPublisher(w.t, w.secretary.call, publisherId);
    const linked = await w.secretary.call('POST', `/api/publishers/${publisherId}/invitation`, {});
    expect(linked.statusCode).toBe(409);
    expect(linked.json().error).toContain('já tem uma conta');
    expect((await w.secretary.call('POST', '/api/publishers/999999/invitation', {})).statusCode).toBe(404);
  });
});

describe('POST /api/invitations/:token/accept', () => {
  it('creates a Publisher user linked to the publisher, signs in, and spends the token', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA, displayName: 'Rui Lopes' });
    const token = await invite(w.secretary.call, publisherId);
    const res = await accept(token, 'Rui_Lopes');
    expect(res.statusCode).toBe(200);
    const { accessToken, user } = res.json();
    expect(user).toMatchObject({ username: 'rui_lopes', role: 'Publisher', publisherId, displayName: 'Rui Lopes' });
    const me = await caller(w.t.app, accessToken)('GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({ id: user.id, publisherId });
    const again = await accept(token, 'outro_nome');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'INVITATION_GONE', reason: 'used' });
    expect((await anonymous()('GET', `/api/invitations/${token}`)).json().reason).toBe('used');
    expect(await w.t.db.select().from(users).where(eq(users.username, 'outro_nome'))).toEqual([]);
    const events = await w.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(user.id)));
    expect(events.map((e) => e.eventType)).toEqual(expect.arrayContaining(['USER_REGISTER', 'USER_LOGIN']));
    const refusals = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'SUSPICIOUS_ACTIVITY'), eq(auditLogs.resource, 'publisher_invitation')));
    expect(refusals.length).toBeGreaterThan(0);
  });

  it('refuses an expired token with its own page text, an unknown token with 404, a taken username with 409', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA });
    const token = await invite(w.secretary.call, publisherId);
    const taken = await accept(token, w.secretary.username);
    expect(taken.statusCode).toBe(409);
    expect((await anonymous()('GET', `/api/invitations/${token}`)).statusCode).toBe(200); // not spent by a refusal
    await w.t.db
      .update(publisherInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(publisherInvitations.tokenHash, sha256(token)));
    const expired = await accept(token, 'expirado');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ reason: 'expired' });
    expect(expired.json().error).toContain('expirou');
    expect(await w.t.db.select().from(users).where(eq(users.username, 'expirado'))).toEqual([]);
    const unknown = await anonymous()('GET', `/api/invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('Convite não encontrado');
    expect((await accept('x'.repeat(43), 'ninguem')).statusCode).toBe(404);
    expect((await accept(token, 'ab')).statusCode).toBe(400);
  });

  it('after the publisher’s account is deleted, a new invitation gives the link to a new account', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA });
    const first = await invitedPublisher(w.t, w.secretary.call, publisherId);
    expect((await w.admin.call('DELETE', `/api/users/${first.id}`)).statusCode).toBe(200);
    const second = await invitedPublisher(w.t, w.secretary.call, publisherId);
    const rows = await w.t.db.select().from(users).where(eq(users.publisherId, publisherId));
    expect(rows.map((u) => u.id)).toEqual([second.id]);
    expect((await second.call('GET', '/api/auth/me')).json().user.publisherId).toBe(publisherId);
  });

  it('a publisher account reaches only its own pages; archiving ends its sessions and its sign-in', async () => {
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupA });
    const own = await invitedPublisher(w.t, w.secretary.call, publisherId);
    for (const [method, url] of [
      ['GET', '/api/publishers/'],
      ['GET', '/api/users/'],
      ['GET', '/api/monthlyactivityreports/'],
      ['POST', `/api/publishers/${publisherId}/invitation`],
    ] as const) {
      expect((await own.call(method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
    const current = await w.secretary.call('GET', `/api/publishers/${publisherId}`);
    const archived = await w.secretary.call('PUT', `/api/publishers/${publisherId}`, {
      ...(current.json() as object),
      isEnabled: false,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await w.t.db.select().from(sessions).where(eq(sessions.userId, own.id))).toEqual([]);
    expect((await own.call('GET', '/api/auth/me')).statusCode).toBe(401);
    const signIn = await anonymous()('POST', '/api/auth/login', { username: own.username, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(401);
    await w.t.db.update(publishers).set({ isEnabled: true }).where(eq(publishers.id, publisherId));
    const back = await anonymous()('POST', '/api/auth/login', { username: own.username, password: TEST_PASSWORD });
    expect(back.statusCode).toBe(200);
  });
});
