// Chromium for the browser scenarios: Playwright-launched for our own measurements, and one started with a
// DevTools port for Lighthouse (which drives it itself), plus putting a signed-in session in its storage.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { exited, freePort, sleep, track } from './processes.mjs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-quic',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** A browser with a profile on disk (not incognito: Chromium says an incognito page is never installable). */
export function launchProfileBrowser(userDataDir, contextOptions) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    ...contextOptions,
  });
}

/** Chromium with --remote-debugging-port, for Lighthouse; resolves once DevTools answers. */
export async function launchDebuggableChromium(userDataDir) {
  const port = await freePort();
  const child = track(
    spawn(
      CHROMIUM,
      ['--headless=new', ...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
      { stdio: 'ignore' },
    ),
  );
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, child };
    } catch {
      // not up yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its DevTools port');
}

export async function stopChromium(child) {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited(child);
  clearTimeout(timer);
}

/** The storage keys the web app reads (apps/web/src/lib/session.ts); null clears them (signed out). */
export async function setSession(page, session) {
  await page.evaluate((s) => {
    localStorage.clear();
    if (!s) return;
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('role', s.user.role);
    localStorage.setItem('preferredTheme', s.user.preferredTheme);
  }, session);
}

/**
 * Over CDP: on the app's origin, writes `session` into localStorage and empties the HTTP cache, the service worker
 * and its caches, so the next Lighthouse run starts signed in but cold (as with Lighthouse's own storage reset,
 * which also unregisters service workers): a worker left by the last audit would otherwise answer every file from
 * its precache and install itself again during the audit. The page opened is a static file, not the app, so it
 * registers no worker of its own.
 */
export async function prepareOrigin(cdpPort, baseUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/favicon.svg`, { waitUntil: 'load' });
    await setSession(page, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}
