import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserRole } from '@congregacao/shared/enums';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, createPool, type Database } from '../db/client';
import { serviceGroups, users } from '../db/schema';
import type { Mail, Mailer } from '../lib/mailer';
import { hashPassword } from '../lib/passwords';
import type { PushSender } from '../lib/web-push';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  url: string;
  /** Mail "sent" by the app when no SMTP_URL override is given. */
  outbox: Mail[];
  close(): Promise<void>;
}

/** A fresh database (copied from the migrated template) and an app built on it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template, prefix } = inject('testDb');
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** The second-factor key of test apps (32 bytes, base64): a test never writes a key file into the working directory. */
export const TEST_MFA_KEY = Buffer.alloc(32, 7).toString('base64');

/** `deps.mailer`: the app's mailer (default: the outbox below, or the real SMTP one when `env.SMTP_URL` is set). */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: { mailer?: Mailer; push?: PushSender } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
    // files the server makes on first use (the Web Push keys) never land in the working directory
    DATA_DIR: path.join(tmpdir(), `congregacao-test-${process.pid}`),
    ...env,
  });
  const pool = createPool(database.url, 5);
  const db = createDb(pool);
  const outbox: Mail[] = [];
  const mailer: Mailer | undefined =
    deps.mailer ?? (env.SMTP_URL ? undefined : { delivery: 'email', send: async (mail) => void outbox.push(mail) });
  const app = await buildApp({ config, db, pool, mailer, push: deps.push, logger: false });
  await app.ready();
  return {
    app,
    db,
    pool,
    url: database.url,
    outbox,
    async close() {
      await app.close();
      await pool.end();
      await database.drop();
    },
  };
}

/**
 * The app of a test file: built before its tests, with what `arrange` adds to it (users signed in, groups), and closed
 * after them. The object returned is filled by the time the tests run: `const w = setUpTestApp(…)`, then `w.t`.
 */
export function setUpTestApp<W extends object = Record<never, never>>(
  arrange?: (t: TestApp) => Promise<W>,
  env?: Record<string, string>,
): { t: TestApp } & W {
  const world = {} as { t: TestApp } & W;
  beforeAll(async () => {
    const t = await createTestApp(env);
    Object.assign(world, { t }, arrange ? await arrange(t) : {});
  });
  afterAll(() => world.t.close());
  return world;
}

export const TEST_PASSWORD = 'password123';

let userCounter = 0;

/** Inserts a user directly (fast path for tests); returns its id and username. */
export async function seedUser(
  db: Database,
  options: { role: UserRole; username?: string; groupId?: number | null; password?: string; displayName?: string },
): Promise<{ id: number; username: string; password: string }> {
  userCounter += 1;
  const username = options.username ?? `${options.role.toLowerCase()}_${userCounter}_${randomBytes(2).toString('hex')}`;
  const password = options.password ?? TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      username,
      displayName: options.displayName ?? username,
      role: options.role,
      groupId: options.groupId ?? null,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, username, password };
}

export async function seedGroup(db: Database, groupNumber: number): Promise<number> {
  const [row] = await db.insert(serviceGroups).values({ groupNumber }).returning({ id: serviceGroups.id });
  return row!.id;
}

/** Signs in through the API and returns the bearer token. */
export async function login(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken;
}

/** Creates a user of the role and signs in: the common start of an API test. */
export async function signedIn(
  t: TestApp,
  role: UserRole,
  options: { groupId?: number | null; displayName?: string } = {},
): Promise<{ id: number; username: string; token: string; call: Caller }> {
  const user = await seedUser(t.db, { role, ...options });
  const token = await login(t.app, user.username, user.password);
  return { id: user.id, username: user.username, token, call: caller(t.app, token) };
}

export type Caller = (
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** inject() with a bearer token. */
export function caller(app: FastifyInstance, token: string | null): Caller {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
}
