import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, createPool } from '../db/client';
import { createTestApp, TEST_MFA_KEY, type TestApp } from './app.test-support';

/** Two instances = two apps, each with its own pool (and its own rate-limit store), on one database. */
export interface Pair {
  first: TestApp;
  second: FastifyInstance;
  close(): Promise<void>;
}

export async function twoInstances(env: Record<string, string> = {}): Promise<Pair> {
  const first = await createTestApp(env);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: first.url,
    LOG_LEVEL: 'silent',
    MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
    ...env,
  });
  const pool = createPool(first.url, 3);
  const second = await buildApp({
    config,
    db: createDb(pool),
    pool,
    logger: false,
    mailer: { delivery: 'email', send: async () => {} },
  });
  await second.ready();
  return {
    first,
    second,
    async close() {
      await second.close();
      await pool.end();
      await first.close();
    },
  };
}

/** The Redis the tests that need one use: TEST_REDIS_URL, else the machine's default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the URL's address (half a second to answer); Redis tests are skipped, saying so, without. */
export function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
