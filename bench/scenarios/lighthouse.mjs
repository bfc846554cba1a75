// 8. Lighthouse 12 on four screens. Default config: mobile emulation, simulated throttling (slow 4G, 4x CPU);
// BENCH_LIGHTHOUSE_PRESET=desktop uses Lighthouse's desktop config instead; BENCH_LIGHTHOUSE_PAGES=/,/login audits
// only those pages; BENCH_LIGHTHOUSE_REPORTS=dir keeps each full report there (lhr JSON, and the page's trace) to see what cost points;
// BENCH_LIGHTHOUSE_CPU=10 sets the simulated CPU slowdown (default 4), to see this host as a slower one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchDebuggableChromium, prepareOrigin, stopChromium } from '../lib/browser.mjs';

const PRESET = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const CONFIG = PRESET === 'desktop' ? desktopConfig : undefined;
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU ? Number(process.env.BENCH_LIGHTHOUSE_CPU) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error('BENCH_LIGHTHOUSE_CPU must be a number >= 1');
const PRESET_NAME = CPU_SLOWDOWN ? `${PRESET}, CPU ${CPU_SLOWDOWN}x` : PRESET;
/** a page's path with its id as `{id}`, as the table and BENCH_LIGHTHOUSE_PAGES name it */
export const pageName = (pagePath) => pagePath.replace(/\/\d+$/, '/{id}');

const CATEGORIES = [
  { key: 'performance', label: 'performance', min: 95 },
  { key: 'accessibility', label: 'accessibility', min: 100 },
  { key: 'best-practices', label: 'best practices', min: 95 },
];

/** The audits that cost points, for the details (what to fix). */
function failedAudits(lhr) {
  const out = [];
  for (const { key } of CATEGORIES) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        const items = (audit.details?.items ?? []).slice(0, 3).map((item) => {
          const text = item.node?.snippet ?? item.issueType ?? item.description ?? item.url ?? item;
          return typeof text === 'string' ? text.slice(0, 200) : JSON.stringify(text).slice(0, 200);
        });
        out.push({ category: key, id: ref.id, score: audit.score, value: audit.displayValue ?? null, items });
      }
    }
  }
  return out;
}

/** One Lighthouse run on a page; a run that fails to trace (NO_NAVSTART, NO_FCP…) is tried once more. */
export async function auditPage(port, baseUrl, page) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    await prepareOrigin(port, baseUrl, page.session);
    result = await lighthouse(
      `${baseUrl}${page.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES.map((c) => c.key),
        // Keep the signed-in session written above (the HTTP cache was emptied by prepareOrigin).
        disableStorageReset: true,
        ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
      },
      CONFIG,
    );
    if (!result.lhr.runtimeError) return result;
  }
  throw new Error(`Lighthouse on ${page.path}: ${result.lhr.runtimeError.message}`);
}

/** The audited pages, each with the session it is opened with. */
export function lighthousePages(ctx) {
  return [
    { path: '/login', session: null },
    { path: '/', session: ctx.sessions.secretary },
    { path: `/relatorios/${ctx.openActivityId}`, session: ctx.sessions.elder },
    { path: '/publicadores', session: ctx.sessions.secretary },
  ];
}

export async function lighthouseScores(ctx) {
  const pages = lighthousePages(ctx).filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(pageName(page.path)));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'congregacao-bench-chromium-'));
  const chrome = await launchDebuggableChromium(profile);
  const rows = [];
  try {
    for (const page of pages) {
      const { lhr, artifacts } = await auditPage(chrome.port, ctx.baseUrl, page);
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        const name = pageName(page.path).replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
        writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
        writeFileSync(path.join(REPORTS_DIR, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c.key, Math.round((lhr.categories[c.key]?.score ?? 0) * 100)]),
      );
      const pass = CATEGORIES.every((c) => scores[c.key] >= c.min);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      rows.push({
        id: `lighthouse ${pageName(page.path)}`,
        scenario: `Lighthouse ${lhr.lighthouseVersion} ${PRESET_NAME} ${pageName(page.path)}${page.session ? ` (${page.session.user.role})` : ''}`,
        figure: `${CATEGORIES.map((c) => `${c.label.split(' ')[0].slice(0, 4)} ${scores[c.key]}`).join(', ')} (host index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)})`,
        value: scores,
        unit: 'score',
        target: 'perf >= 95, a11y 100, best >= 95',
        pass: pass && finalPath === page.path,
        details: {
          finalPath,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          metrics: Object.fromEntries(
            [
              'first-contentful-paint',
              'largest-contentful-paint',
              'total-blocking-time',
              'cumulative-layout-shift',
              'speed-index',
            ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
          ),
          failedAudits: failedAudits(lhr),
        },
      });
    }
  } finally {
    await stopChromium(chrome.child);
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
