// Browser scenarios with Playwright: the JavaScript /login loads, and click-to-paint on the 90-card fill screen.
import { gzipSync } from 'node:zlib';
import { launchBrowser, setSession } from '../lib/browser.mjs';
import { median, round } from '../lib/http.mjs';

const LOCALES = ['pt-PT', 'pt-BR', 'en', 'es'];
const SIGN_IN = { 'pt-PT': 'Entrar', 'pt-BR': 'Entrar', en: 'Sign in', es: 'Entrar' };
/** A catalogue part's chunk (apps/web/build/catalogue-parts.ts): `start-*.js` or `app-*.js`. */
const CATALOGUE_PART = /\/assets\/(start|app)-[^/]+\.js$/;

/** The scripts a signed-out browser in `locale` loads for /login, each gzip'd here with zlib's level 6. */
async function loginScripts(browser, baseUrl, locale) {
  const page = await browser.newPage({ locale });
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response);
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: SIGN_IN[locale], exact: true }).waitFor();
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    files.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  await page.close();
  return files;
}

/**
 * 7. Every script /login loads (entry, preloaded and lazy chunks), gzip'd here with zlib's default level 6, for a
 * browser in each language (ADR 043): the figure is the largest; each first load carries its language's catalogue
 * part and no other.
 */
export async function loginJavaScript(ctx) {
  const browser = await launchBrowser();
  try {
    const byLocale = {};
    for (const locale of LOCALES) byLocale[locale] = await loginScripts(browser, ctx.baseUrl, locale);
    const kb = (files, key) => round(files.reduce((s, f) => s + f[key], 0) / 1024, 1);
    const [largest, files] = Object.entries(byLocale).sort((a, b) => kb(b[1], 'gzipBytes') - kb(a[1], 'gzipBytes'))[0];
    const gzipKb = kb(files, 'gzipBytes');
    const oneCataloguePart = Object.values(byLocale).every(
      (list) => list.filter((f) => CATALOGUE_PART.test(f.url)).length === 1,
    );
    return [
      {
        id: 'login-js-gzip',
        scenario: `web: JavaScript loaded by /login (${files.length} files, gzip level 6; largest of the four languages: ${largest})`,
        figure: `${gzipKb} KB gzip (${kb(files, 'bytes')} KB raw); ${LOCALES.map((l) => `${l} ${kb(byLocale[l], 'gzipBytes')}`).join(', ')}${oneCataloguePart ? '' : '; MORE THAN ONE CATALOGUE PART'}`,
        value: gzipKb,
        unit: 'KB',
        target: '<= 110 KB, one catalogue part',
        pass: gzipKb <= 110 && files.length > 0 && oneCataloguePart,
        details: { byLocale },
      },
    ];
  } finally {
    await browser.close();
  }
}

/**
 * 7b. Switching language on /login (ADR 043): from the picker's change to the heading painted in the new language
 * (its catalogue part fetched on demand, then React's render), pt-PT -> en -> es -> pt-BR -> pt-PT, twice: median.
 */
export async function languageSwitch(ctx) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ locale: 'pt-PT' });
    await page.goto(`${ctx.baseUrl}/login`, { waitUntil: 'networkidle' });
    const heading = { 'pt-PT': 'Iniciar Sessão', 'pt-BR': 'Entrar', en: 'Sign In', es: 'Iniciar sesión' };
    const samples = [];
    for (const locale of ['en', 'es', 'pt-BR', 'pt-PT', 'en', 'es', 'pt-BR', 'pt-PT']) {
      const ms = await page.evaluate(
        ([value, text]) =>
          new Promise((resolve) => {
            const select = document.querySelector('select');
            const h1 = document.querySelector('h1');
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (h1?.textContent !== text) return;
              observer.disconnect();
              // the frame that shows it
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            select.value = value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
          }),
        [locale, heading[locale]],
      );
      samples.push(round(ms, 1));
    }
    const value = round(median(samples), 1);
    const worst = Math.max(...samples);
    return [
      {
        id: 'language-switch',
        scenario: 'web: switching language on /login, picker change to the new heading painted (8 switches)',
        figure: `median ${value} ms, max ${worst} ms`,
        value,
        unit: 'ms',
        target: '<= 300 ms',
        pass: worst <= 300,
        details: { samples },
      },
    ];
  } finally {
    await browser.close();
  }
}

/** In the page: Event Timing entries (>= 16 ms) and a click-to-next-paint fallback for faster interactions. */
function installProbes() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__paints = [];
  let downAt = 0;
  addEventListener('pointerdown', (e) => (downAt = e.timeStamp), true);
  addEventListener(
    'click',
    () => {
      const from = downAt;
      // rAF runs just before the next paint; a message posted from it runs right after that paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__paints.push(performance.now() - from);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

const CLICKS = 10;

/** 9. /relatorios/{id} with 90 cards: a click on a counter's + button, event to next paint. */
export async function counterClick(ctx) {
  const browser = await launchBrowser();
  try {
    // in pt-PT, whatever the host's language: the buttons are found by their pt-PT names
    const page = await browser.newPage({ locale: 'pt-PT', viewport: { width: 1280, height: 900 } });
    await page.goto(`${ctx.baseUrl}/login`);
    await setSession(page, ctx.sessions.elder);
    await page.goto(`${ctx.baseUrl}/relatorios/${ctx.openActivityId}`);
    const buttons = page.getByRole('button', { name: 'Aumentar Estudos' });
    await buttons.nth(ctx.groupOneSize - 1).waitFor();
    const cards = await page.locator('article').count();
    await page.evaluate(installProbes);
    const perClick = [];
    for (let i = 0; i < CLICKS; i++) {
      const button = buttons.nth(Math.floor((i * ctx.groupOneSize) / CLICKS));
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => ({ events: window.__events.length, paints: window.__paints.length }));
      await button.click();
      await page.waitForFunction((n) => window.__paints.length > n, before.paints);
      await page.waitForTimeout(100);
      const probe = await page.evaluate(
        (b) => ({ events: window.__events.slice(b.events), paint: window.__paints[b.paints] }),
        before,
      );
      const eventTiming = probe.events.length ? Math.max(...probe.events.map((e) => e.duration)) : null;
      perClick.push({ eventTimingMs: eventTiming, clickToPaintMs: round(probe.paint, 1) });
    }
    // Event Timing reports only interactions of 16 ms or more; below that the fallback measures them.
    const values = perClick.map((c) => c.eventTimingMs ?? c.clickToPaintMs);
    const med = round(median(values), 1);
    return [
      {
        id: 'counter-click-to-paint',
        scenario: `web: /relatorios/{id} with ${cards} cards, click on a counter, event to next paint`,
        figure: `median ${med} ms (max ${round(Math.max(...values), 1)} ms, ${CLICKS} clicks)`,
        value: med,
        unit: 'ms',
        target: '<= 50 ms',
        pass: med <= 50 && cards === ctx.groupOneSize,
        details: { cards, perClick },
      },
    ];
  } finally {
    await browser.close();
  }
}
