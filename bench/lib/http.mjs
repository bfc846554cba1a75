// A minimal keep-alive HTTP client (node:http, so client overhead stays well below a millisecond) and statistics.
import http from 'node:http';

const sharedAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One call to the API; resolves with {status, ms, body} where ms runs from sending the request to the last byte
 * of the answer, and body is parsed JSON (or a Buffer when `raw`). `agent`: another connection pool than the
 * shared one (at most 16 sockets, so more concurrent calls would queue in the client).
 */
export function request(baseUrl, method, path, { token, body, raw = false, contentType, agent = sharedAgent } = {}) {
  const url = new URL(path, baseUrl);
  // a Buffer body with its contentType is sent as is (multipart uploads)
  const isRawBody = Buffer.isBuffer(body);
  const payload = body === undefined ? undefined : isRawBody ? body : Buffer.from(JSON.stringify(body));
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload) {
    headers['content-type'] = isRawBody ? contentType : 'application/json';
    headers['content-length'] = payload.length;
  }
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - start;
        const buffer = Buffer.concat(chunks);
        let parsed = buffer;
        if (!raw) {
          try {
            parsed = buffer.length ? JSON.parse(buffer.toString('utf8')) : null;
          } catch {
            parsed = buffer.toString('utf8');
          }
        }
        resolve({ status: res.statusCode, ms, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Like request, but throws unless the status is `expected`. */
export async function expectStatus(expected, ...args) {
  const res = await request(...args);
  if (res.status !== expected) {
    const detail = Buffer.isBuffer(res.body) ? res.body.toString('utf8', 0, 300) : JSON.stringify(res.body);
    throw new Error(`${args[1]} ${args[2]}: expected ${expected}, got ${res.status}: ${detail?.slice(0, 300)}`);
  }
  return res;
}

/** The password of every seeded account (bench/lib/seed.mjs) and of the first-run admin. */
export const BENCH_PASSWORD = 'bench-password-123';

/** POST /api/auth/login as a seeded account: the session ({accessToken, user}). */
export async function signIn(baseUrl, username) {
  const { body } = await expectStatus(200, baseUrl, 'POST', '/api/auth/login', {
    body: { username, password: BENCH_PASSWORD },
  });
  return body;
}

export function closeAgent() {
  sharedAgent.destroy();
}

export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
}

export const median = (values) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** {median, p95, max, n} of a list of milliseconds, rounded. */
export function summary(values) {
  return {
    median: round(median(values)),
    p95: round(quantile(values, 0.95)),
    max: round(Math.max(...values)),
    n: values.length,
  };
}

/** The result row of a median that must stay within `limitMs`; the whole summary goes along as details. */
export function medianRow(id, scenario, stats, limitMs) {
  return {
    id,
    scenario,
    figure: `median ${stats.median} ms (p95 ${stats.p95} ms)`,
    value: stats.median,
    unit: 'ms',
    target: `median <= ${limitMs} ms`,
    pass: stats.median <= limitMs,
    details: stats,
  };
}

/** Runs `call` (resolving to milliseconds) warmups + count times in a row; the last `count` durations. */
export async function sampled(count, warmups, call) {
  const samples = [];
  for (let i = 0; i < warmups + count; i++) {
    const ms = await call();
    if (i >= warmups) samples.push(ms);
  }
  return samples;
}
