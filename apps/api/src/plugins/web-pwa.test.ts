import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.test-support';

// The files the web build writes for the installable app (apps/web/build/pwa.ts), served as the build has them.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><link rel="manifest" href="/manifest.webmanifest"></head></html>',
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Congregação', start_url: '/meu-relatorio' }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the installable web app', () => {
  it('serves /sw.js as JavaScript never cached by the browser (a new version is seen on the next check)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest, and every page (index.html) links it; the CSP lets both load from the origin', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json|json/);
    expect(manifest.json()).toMatchObject({ start_url: '/meu-relatorio' });
    const page = await t.app.inject({ method: 'GET', url: '/meu-relatorio' });
    expect(page.body).toContain('rel="manifest"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
