import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../test/app.test-support';
import { buildApi, type RunningServer, startBuiltServer, tempDataDir } from '../test/built-api.test-support';
import { changed, createActivityWithReports, type ReportState, readReports } from './fixtures.test-support';

const ROUNDS = 10;
const WRITERS = 4;
const ADMIN_PASSWORD = 'crash-admin-password';

let build: Awaited<ReturnType<typeof buildApi>>;
let data: Awaited<ReturnType<typeof tempDataDir>>;
let env: Record<string, string>;
let server: RunningServer | undefined;

beforeAll(async () => {
  build = await buildApi();
  data = await tempDataDir();
  env = {
    DATA_DIR: data.dir,
    EMBEDDED_PG_PORT: String(57000 + Math.floor(Math.random() * 2500)),
    INITIAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  };
  delete process.env.DATABASE_URL;
}, 120_000);

afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  await data?.remove();
  await build?.remove();
}, 60_000);

/** A Caller over real HTTP (fetch), shaped like the inject-based one. */
function httpCaller(baseUrl: string, token: string | null): Caller {
  return async (method, url, payload) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) } as Awaited<ReturnType<Caller>>;
  };
}

async function signIn(baseUrl: string, username: string, password: string): Promise<Caller> {
  const res = await httpCaller(baseUrl, null)('POST', '/api/auth/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return httpCaller(baseUrl, res.json().accessToken);
}

describe('crash safety on the embedded database', () => {
  it(`keeps every acknowledged write across ${ROUNDS} kill -9 of the server`, async () => {
    server = await startBuiltServer(build.dir, env);
    let admin = await signIn(server.url, 'admin', ADMIN_PASSWORD);
    // a first-run admin must change the printed password before anything else (kept the same here)
    const passwordChanged = await admin('PUT', '/api/users/password', {
      username: 'admin',
      currentPassword: ADMIN_PASSWORD,
      newPassword: ADMIN_PASSWORD,
    });
    expect(passwordChanged.statusCode).toBe(200);
    const created = await admin('POST', '/api/users', {
      username: 'secretario_crash',
      password: 'crash-secretary-pw',
      displayName: 'Secretário',
      role: 'Secretary',
    });
    expect(created.statusCode).toBeLessThan(300);
    let secretary = await signIn(server.url, 'secretario_crash', 'crash-secretary-pw');
    const { activityId, publisherIds } = await createActivityWithReports(admin, secretary, {
      groupNumber: 961,
      count: 16,
      month: 2,
      year: 2063,
    });

    // per report and per publisher: the last acknowledged value and the one in flight when the server died
    const acknowledged = new Map<string, string>();
    const inFlight = new Map<string, string>();
    let acknowledgedWrites = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      let reports = await readReports(secretary, activityId);
      let alive = true;
      const writer = async (slot: number) => {
        const mine = reports.filter((_, i) => i % WRITERS === slot);
        const myPublishers = publisherIds.filter((_, i) => i % WRITERS === slot);
        let step = 0;
        while (alive) {
          step += 1;
          try {
            const report = mine[step % mine.length] as ReportState;
            const studies = (report.studies + 1) % 1000;
            const key = `report:${report.id}`;
            inFlight.set(key, String(studies));
            const res = await secretary('PUT', '/api/publisherreports/update-changed', {
              reports: [changed(report, studies)],
            });
            if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
            const saved = res.json().reports[0];
            Object.assign(report, { version: saved.version, studies: saved.studies });
            acknowledged.set(key, String(studies));
            inFlight.delete(key);
            acknowledgedWrites += 1;

            const publisherId = myPublishers[step % myPublishers.length]!;
            const pkey = `publisher:${publisherId}`;
            const current = (await admin('GET', `/api/publishers/${publisherId}`)).json();
            const city = `Cidade ${round}-${step}`;
            inFlight.set(pkey, city);
            const put = await admin('PUT', `/api/publishers/${publisherId}`, { ...current, city });
            if (put.statusCode !== 200) throw new Error(`publisher: ${put.statusCode} ${put.body}`);
            acknowledged.set(pkey, city);
            inFlight.delete(pkey);
            acknowledgedWrites += 1;
          } catch (error) {
            if (alive) throw error;
            return; // the server died under us: whatever was in flight may or may not have landed
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, slot) => writer(slot));
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
      alive = false;
      server.process.kill('SIGKILL');
      await server.exited;
      await Promise.all(writers);

      server = await startBuiltServer(build.dir, env);
      admin = await signIn(server.url, 'admin', ADMIN_PASSWORD);
      secretary = await signIn(server.url, 'secretario_crash', 'crash-secretary-pw');
      reports = await readReports(secretary, activityId);
      expect(reports).toHaveLength(publisherIds.length);
      for (const report of reports) {
        const key = `report:${report.id}`;
        const allowed = [acknowledged.get(key) ?? '0', inFlight.get(key)].filter(Boolean);
        expect(allowed, `report ${report.id} after round ${round}`).toContain(String(report.studies));
        acknowledged.set(key, String(report.studies));
        inFlight.delete(key);
      }
      for (const publisherId of publisherIds) {
        const key = `publisher:${publisherId}`;
        const city = (await admin('GET', `/api/publishers/${publisherId}`)).json().city ?? null;
        const allowed = [acknowledged.get(key) ?? null, inFlight.get(key) ?? null];
        expect(allowed, `publisher ${publisherId} after round ${round}`).toContain(city);
        if (city) acknowledged.set(key, city);
        inFlight.delete(key);
      }
      expect((await httpCaller(server.url, null)('GET', '/api/health')).statusCode).toBe(200);
    }
    console.log(`crash safety: ${ROUNDS} kill -9 rounds, ${acknowledgedWrites} acknowledged writes, none lost`);
  }, 600_000);
});
