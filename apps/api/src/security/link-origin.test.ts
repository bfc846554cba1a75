import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publishers } from '../db/schema';
import { seedPublisher } from '../modules/reports/fixtures.test-support';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../test/app.test-support';
import { setUpSmtpTestApp } from '../test/smtp.test-support';

/** Every header a client (or a proxy it talks through) could name another address with. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

async function invitationWithForgedHost(t: TestApp, sendEmail: boolean) {
  const secretary = await signedIn(t, 'Secretary');
  const publisherId = await seedPublisher(t.db, { groupId: await seedGroup(t.db, 1) });
  await t.db.update(publishers).set({ email: 'ana@example.pt' }).where(eq(publishers.id, publisherId));
  const res = await secretary.call('POST', `/api/publishers/${publisherId}/invitation`, { sendEmail }, FORGED);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { url: string; emailed: boolean };
}

describe('invitation links never follow the request (ADR 036)', () => {
  const w = setUpSmtpTestApp();

  it('without PUBLIC_URL: the address the server prints at start, in the answer and in the email', async () => {
    const { url, emailed } = await invitationWithForgedHost(w.t, true);
    expect(url).toMatch(/^http:\/\/localhost:3000\/convite\/[A-Za-z0-9_-]{43}$/);
    expect(emailed).toBe(true);
    expect(w.received).toHaveLength(1);
    const mail = w.received[0]!.raw.replace(/=\r?\n/g, ''); // quoted-printable lines joined
    expect(mail).toContain(url);
    expect(mail).not.toContain('evil.example');
  });

  describe('with PUBLIC_URL, behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL: 'https://congregacao.example.org/', TRUST_PROXY: 'true' });
    });
    afterAll(() => t.close());

    it('PUBLIC_URL', async () => {
      const { url } = await invitationWithForgedHost(t, false);
      expect(url).toMatch(/^https:\/\/congregacao\.example\.org\/convite\/[A-Za-z0-9_-]{43}$/);
    });
  });

  it('is the address the server prints for the host and port it listens on', () => {
    const originOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).publicOrigin;
    expect(originOf({})).toBe('http://localhost:3000');
    expect(originOf({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://localhost:8080');
    expect(originOf({ HOST: '192.168.1.20', PORT: '8080' })).toBe('http://192.168.1.20:8080');
    expect(originOf({ HOST: 'fd00::20' })).toBe('http://[fd00::20]:3000');
    expect(originOf({ HOST: '0.0.0.0', PUBLIC_URL: 'https://c.example.org:8443/app' })).toBe(
      'https://c.example.org:8443',
    );
  });
});
