import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedActivity, seedPublisher, seedReport } from '../modules/reports/fixtures.test-support';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../test/app.test-support';
import { acceptedEncoding } from './compression';

let t: TestApp;
let secretary: Awaited<ReturnType<typeof signedIn>>;
let activityId: number;

beforeAll(async () => {
  t = await createTestApp();
  const groupId = await seedGroup(t.db, 71);
  activityId = await seedActivity(t.db, { month: 3, year: 2043 });
  for (let i = 0; i < 20; i += 1) {
    const publisherId = await seedPublisher(t.db, { groupId, groupNumber: 71, name: `Publicador Número ${i}` });
    await seedReport(t.db, activityId, { publisherId });
  }
  secretary = await signedIn(t, 'Secretary');
});
afterAll(() => t.close());

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

describe('compressed JSON answers', () => {
  it.each(['br', 'gzip'])(
    'sends a large answer %s-encoded when the client accepts it, same JSON inside',
    async (encoding) => {
      const plain = await secretary.call('GET', '/api/publishers/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const res = await secretary.call('GET', '/api/publishers/', undefined, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode[encoding]!(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('prefers br, falls back to gzip, and honours q=0', async () => {
    const call = (acceptEncoding: string) =>
      secretary.call('GET', '/api/publishers/', undefined, { 'accept-encoding': acceptEncoding });
    expect((await call('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await call('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await call('identity')).headers['content-encoding']).toBeUndefined();
    expect((await call('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses the fill screen answer kept in memory, the same bytes each time', async () => {
    const url = `/api/publisherreports/bymonth/${activityId}`;
    const plain = (await secretary.call('GET', url)).json();
    const first = await secretary.call('GET', url, undefined, { 'accept-encoding': 'br' });
    const second = await secretary.call('GET', url, undefined, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(second.rawPayload).toString('utf8'))).toEqual(plain);
  });

  it('leaves small answers and errors as they are', async () => {
    const me = await secretary.call('GET', '/api/auth/me', undefined, { 'accept-encoding': 'br' });
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json().user.id).toBe(secretary.id);
    const missing = await secretary.call('GET', '/api/publishers/999999', undefined, { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});
