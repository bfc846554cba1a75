import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createPushSender } from '../../lib/web-push';

/** A self-signed certificate for 127.0.0.1, made once per test file (web-push sends over https only). */
function loopbackCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-receiver-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { dir, key: readFileSync(key), cert: readFileSync(cert) };
}

export interface ReceivedPush {
  path: string;
  encoding: string | undefined;
  bytes: number;
}

/**
 * A loopback push service: every POST is recorded; a path under /gone/ answers 410 (the subscription expired).
 * `sender` is the app's Web Push trusting its certificate, writing its VAPID keys in a temporary data dir.
 */
export function setUpPushReceiver() {
  const tls = loopbackCertificate();
  const received: ReceivedPush[] = [];
  const server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      const url = request.url ?? '';
      received.push({ path: url, encoding: request.headers['content-encoding'], bytes });
      response.writeHead(url.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  const world = {
    received,
    dataDir: tls.dir,
    sender: createPushSender(
      { dataDir: tls.dir, publicOrigin: 'http://localhost', MAIL_FROM: 'Congregação <no-reply@test.local>' },
      new Agent({ ca: tls.cert, keepAlive: true }),
    ),
    port: 0,
    /** a browser's subscription body for an endpoint of this receiver */
    subscription(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `https://127.0.0.1:${world.port}/${name}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    world.port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return world;
}
