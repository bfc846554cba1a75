import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedUser, type TestApp } from '../test/app.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
function attempt(username: string, password: string, ip = `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('sign-in cannot be used to enumerate users or to guess passwords', () => {
  it('answers an unknown user and a wrong password with the same status, body and similar time', async () => {
    const user = await seedUser(t.db, { role: 'Elder' });
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 15; i++) {
      let start = performance.now();
      const unknown = await attempt(`nobody_${i}`, 'wrong-password');
      unknownTimes.push(performance.now() - start);
      start = performance.now();
      const wrong = await attempt(user.username, `wrong-password-${i}`);
      wrongTimes.push(performance.now() - start);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      bodies.add(unknown.body).add(wrong.body);
    }
    expect(bodies.size).toBe(1);
    // both paths verify one argon2id hash: their medians stay within a factor of 2 of each other
    const [a, b] = [median(unknownTimes), median(wrongTimes)];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(2);
  });

  it('limits one account to 100 attempts an hour whatever the IP', async () => {
    const user = await seedUser(t.db, { role: 'Elder' });
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await attempt(user.username, 'wrong-password')).statusCode);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    // the right password is refused too while the account is limited
    const blocked = await attempt(user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ retryAfter: expect.any(Number) });
  });

  it('limits one IP and username to 10 attempts per 15 minutes, without blocking others', async () => {
    const user = await seedUser(t.db, { role: 'Elder' });
    const other = await seedUser(t.db, { role: 'Elder' });
    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++) expect((await attempt(user.username, 'nope', ip)).statusCode).toBe(401);
    expect((await attempt(user.username, 'nope', ip)).statusCode).toBe(429);
    expect((await attempt(other.username, other.password, ip)).statusCode).toBe(200);
  });

  it('counts failed attempts only: an elder signing in for the eleventh time on the same tablet is let in', async () => {
    const user = await seedUser(t.db, { role: 'Elder' });
    const ip = '10.200.0.2';
    for (let i = 0; i < 11; i++) expect((await attempt(user.username, user.password, ip)).statusCode).toBe(200);
  });

  it('says in pt-PT how long to wait, and a success starts the count afresh', async () => {
    const user = await seedUser(t.db, { role: 'Elder' });
    const ip = '10.200.0.3';
    for (let i = 0; i < 9; i++) expect((await attempt(user.username, 'nope', ip)).statusCode).toBe(401);
    expect((await attempt(user.username, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt(user.username, 'nope', ip)).statusCode).toBe(401);
    const refused = await attempt(user.username, user.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Demasiadas tentativas falhadas. Tente novamente dentro de 15 minutos.',
      retryAfter: 15,
    });
    expect(refused.headers['retry-after']).toBe('900');
  });
});
