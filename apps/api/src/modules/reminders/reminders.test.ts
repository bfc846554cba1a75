import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthlyActivities, publisherReports, publishers, pushSubscriptions, users } from '../../db/schema';
import { caller, login, seedGroup, seedUser, signedIn } from '../../test/app.test-support';
import { setUpSmtpTestApp } from '../../test/smtp.test-support';
import { seedActivity, seedPublisher, seedReport, setActivityStatus } from '../reports/fixtures.test-support';
import { setUpPushReceiver } from './push-receiver.test-support';

const push = setUpPushReceiver();
const w = setUpSmtpTestApp({ env: { DATA_DIR: push.dataDir }, deps: { push: push.sender } });
const staff = {} as { groupA: number; groupB: number; secretary: Awaited<ReturnType<typeof signedIn>> };
beforeAll(async () => {
  staff.groupA = await seedGroup(w.t.db, 71);
  staff.groupB = await seedGroup(w.t.db, 72);
  staff.secretary = await signedIn(w.t, 'Secretary');
});

/** A publisher of the month (report not answered), with an account when `email` is given (null: without email). */
async function publisherOf(
  activityId: number,
  name: string,
  options: { email?: string | null; groupId?: number } = {},
) {
  const publisherId = await seedPublisher(w.t.db, { groupId: options.groupId ?? staff.groupA, name });
  const reportId = await seedReport(w.t.db, activityId, { publisherId });
  if (options.email === undefined) return { publisherId, reportId, call: null };
  const user = await seedUser(w.t.db, { role: 'Publisher', displayName: name });
  await w.t.db.update(users).set({ publisherId, email: options.email }).where(eq(users.id, user.id));
  return { publisherId, reportId, userId: user.id, call: caller(w.t.app, await login(w.t.app, user.username)) };
}

async function openMonth() {
  await w.t.db.update(monthlyActivities).set({ status: 'Closed' });
  return seedActivity(w.t.db);
}

const remind = (activityId: number, by = staff.secretary.call) =>
  by('POST', `/api/monthlyactivityreports/${activityId}/reminders`);
const mailsTo = (address: string) => w.received.filter((m) => m.to.includes(address)).length;

describe('POST /api/monthlyactivityreports/:id/reminders', () => {
  it('emails and notifies who has not answered, names whom nobody reaches, and never sends twice', async () => {
    const activityId = await openMonth();
    const ana = await publisherOf(activityId, 'Ana Lembrete', { email: 'ana.lembrete@example.com' });
    const bruno = await publisherOf(activityId, 'Bruno Lembrete', { email: null });
    const carla = await publisherOf(activityId, 'Carla Lembrete'); // no account: Ana reports for her
    await w.t.db
      .update(publishers)
      .set({ reportingDelegateId: ana.publisherId })
      .where(eq(publishers.id, carla.publisherId));
    const dora = await publisherOf(activityId, 'Dora Lembrete', { email: null });
    await publisherOf(activityId, 'Eva Sem Conta'); // reports through the overseer: not reminded
    const answered = await publisherOf(activityId, 'Filipe Respondeu', { email: 'filipe@example.com' });
    await answered.call!('PUT', '/api/me/report', {
      participatedInMinistry: true,
      studies: 0,
      hours: null,
      version: 1,
    });
    const subscribed = await bruno.call!('POST', '/api/me/push-subscriptions', push.subscription('bruno-phone'));
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    const first = await remind(activityId);
    expect(first.statusCode, first.body).toBe(200);
    // Ana and Carla (by Ana's email), Bruno by push; Dora has neither
    expect(first.json()).toEqual({
      emailed: 2,
      pushed: 1,
      unreachable: [{ publisherId: dora.publisherId, name: 'Dora Lembrete' }],
      alreadyReminded: 0,
    });
    expect(mailsTo('ana.lembrete@example.com')).toBe(2);
    expect(mailsTo('filipe@example.com')).toBe(0);
    const mail = w.received.find((m) => m.to.includes('ana.lembrete@example.com'))!.raw.replace(/=\r?\n/g, '');
    expect(mail).toContain('/meu-relatorio');
    const pushes = push.received.filter((p) => p.path === '/bruno-phone');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ encoding: 'aes128gcm' });
    expect(pushes[0]!.bytes).toBeGreaterThan(0);

    // once per publisher per month: only Dora, whom nothing reached, is tried again
    const second = await remind(activityId);
    expect(second.json()).toEqual({ emailed: 0, pushed: 0, unreachable: first.json().unreachable, alreadyReminded: 3 });
    expect(mailsTo('ana.lembrete@example.com')).toBe(2);
    expect(push.received.filter((p) => p.path === '/bruno-phone')).toHaveLength(1);

    // Dora allows notifications on a phone whose subscription has since expired: it is forgotten
    await dora.call!('POST', '/api/me/push-subscriptions', push.subscription('gone/dora-phone'));
    const third = await remind(activityId);
    expect(third.json()).toMatchObject({ pushed: 0, unreachable: [{ publisherId: dora.publisherId }] });
    expect(await w.t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, dora.userId!))).toEqual([]);
  });

  it('reminds an Elder’s own group only; refuses a Publisher (403) and a closed month (409)', async () => {
    const activityId = await openMonth();
    const inA = await publisherOf(activityId, 'Gil Grupo A', { email: 'gil@example.com' });
    await publisherOf(activityId, 'Hugo Grupo B', { email: 'hugo@example.com', groupId: staff.groupB });
    const elderA = await signedIn(w.t, 'Elder', { groupId: staff.groupA });
    const res = await remind(activityId, elderA.call);
    expect(res.json()).toMatchObject({ emailed: 1, unreachable: [] });
    expect(mailsTo('gil@example.com')).toBe(1);
    expect(mailsTo('hugo@example.com')).toBe(0);
    expect((await remind(activityId, inA.call!)).statusCode).toBe(403);
    await setActivityStatus(w.t.db, activityId, 'Closed');
    expect((await remind(activityId)).statusCode).toBe(409);
  });
});

describe('reminders for a congregation', () => {
  it('reaches 200 publishers once each, in one call (the bench: 2 s on a loopback)', async () => {
    const activityId = await openMonth();
    const rows = await w.t.db
      .insert(publishers)
      .values(Array.from({ length: 200 }, (_, i) => ({ name: `Publicador Muitos ${i}`, groupId: staff.groupA })))
      .returning({ id: publishers.id });
    const ids = rows.map((row) => row.id);
    await w.t.db
      .insert(publisherReports)
      .values(ids.map((publisherId) => ({ publisherId, monthlyActivityId: activityId, groupId: staff.groupA })));
    const accounts = await w.t.db
      .insert(users)
      .values(ids.map((publisherId) => ({ username: `muitos_${publisherId}`, role: 'Publisher', publisherId })))
      .returning({ id: users.id });
    await w.t.db.insert(pushSubscriptions).values(
      accounts.map((account) => {
        const { endpoint, keys } = push.subscription(`many/${account.id}`);
        return { userId: account.id, endpoint, ...keys };
      }),
    );
    const before = push.received.length;
    const started = performance.now();
    const res = await remind(activityId);
    const took = performance.now() - started;
    console.info(`reminders: 200 publishers by push in ${Math.round(took)} ms`);
    expect(res.json()).toMatchObject({ emailed: 0, pushed: 200, unreachable: [], alreadyReminded: 0 });
    const paths = push.received.slice(before).map((p) => p.path);
    expect(new Set(paths).size).toBe(200);
    expect(paths).toHaveLength(200);
    expect((await remind(activityId)).json()).toMatchObject({ pushed: 0, alreadyReminded: 200 });
    expect(push.received.length - before).toBe(200);
  });
});

describe('POST/DELETE /api/me/push-subscriptions', () => {
  it('refuses an endpoint that is not https (400 naming it) and another person’s subscription (404)', async () => {
    const activityId = await openMonth();
    const ines = await publisherOf(activityId, 'Inês Telemóvel', { email: null });
    const joao = await publisherOf(activityId, 'João Telemóvel', { email: null });
    const plain = await ines.call!('POST', '/api/me/push-subscriptions', {
      ...push.subscription('x'),
      endpoint: 'http://127.0.0.1/x',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toContain('endpoint');
    const own = (await ines.call!('POST', '/api/me/push-subscriptions', push.subscription('ines'))).json().id;
    expect((await joao.call!('DELETE', `/api/me/push-subscriptions/${own}`)).statusCode).toBe(404);
    expect((await ines.call!('DELETE', `/api/me/push-subscriptions/${own}`)).statusCode).toBe(200);
    const key = await ines.call!('GET', '/api/push/public-key');
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
