// ADR 039, the secretary's review of a 120-publisher month in the compact view, on the bench's phone profile
// (390x844, touch, CPU slowed 4x): the review opened from the dashboard (its code already loaded once), click to
// the 120th line painted; then a click on a line opening its form, click to next paint. A month of its own (after
// the seed's last) of a congregation of 120 (the other publishers archived meanwhile), removed afterwards so the
// other scenarios still see the seed's data.
import pg from 'pg';
import { launchBrowser, setSession } from '../lib/browser.mjs';
import { quantile, round, summary } from '../lib/http.mjs';

const REPORTS = 120;
const OPENS = 5;
const LINE_CLICKS = 20;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

/**
 * In the page: from the press on the screen to the paint after the lines are there (`count`) or line
 * `at` says `expanded`.
 */
function paintedAfter(wait) {
  const ready = () => {
    const lines = document.querySelectorAll('li > button[aria-expanded]');
    return wait.at === undefined
      ? lines.length >= wait.count
      : lines[wait.at]?.getAttribute('aria-expanded') === wait.expanded;
  };
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return requestAnimationFrame(check);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - window.__clickedAt);
        channel.port2.postMessage(null);
      });
    };
    check();
  });
}

async function createMonth(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into monthly_activities (month, year, service_year, status)
       select (m + 1) % 12, (m + 1) / 12, case when (m + 1) % 12 >= 8 then (m + 1) / 12 + 1 else (m + 1) / 12 end, 'Open'
       from (select max(year * 12 + month) m from monthly_activities) x returning id`,
    );
    const id = rows[0].id;
    // three unanswered, a few with notes, the pioneers with hours: the exceptions the compact view puts first
    await client.query(
      `insert into publisher_reports (publisher_id, monthly_activity_id, hours, studies, participated_in_ministry,
         observations, auxiliary_pioneer, status, group_id)
       select p.id, $1, case when (p.id - 1) % 12 = 5 then 40 end, p.id % 3,
         case when row_number() over (order by p.group_id, p.id) <= 3 then null else true end,
         case when p.id % 17 = 0 then 'Esteve doente' else '' end, false, 'Open', p.group_id
       from (select * from publishers where group_id is not null order by group_id, id limit $2) p`,
      [id, REPORTS],
    );
    // a 120-publisher congregation: the others archived for the run (the review lists those without a report)
    const { rows: archived } = await client.query(
      `update publishers set is_enabled = false where is_enabled and id not in
         (select publisher_id from publisher_reports where monthly_activity_id = $1) returning id`,
      [id],
    );
    return { id, archivedIds: archived.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

async function removeMonth(databaseUrl, { id, archivedIds }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from publisher_reports where monthly_activity_id = $1', [id]);
    await client.query('delete from monthly_activities where id = $1', [id]);
    await client.query('update publishers set is_enabled = true where id = any($1::int[])', [archivedIds]);
  } finally {
    await client.end();
  }
}

export async function compactReview(ctx) {
  const month = await createMonth(ctx.databaseUrl);
  const activityId = month.id;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'pt-PT' });
    // the time of the press, as the person's finger gives it (not Playwright's actionability checks before it)
    await context.addInitScript(() => {
      addEventListener('pointerdown', (event) => (window.__clickedAt = event.timeStamp), true);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${ctx.baseUrl}/login`);
    await setSession(page, ctx.sessions.secretary);
    const reviewPath = `/rever-atividade/${activityId}`;
    const lines = page.locator('li > button[aria-expanded]');
    // once, not timed: the review's code and the catalogue in the browser's cache, as for a secretary's second visit
    await page.goto(`${ctx.baseUrl}${reviewPath}`);
    await lines.nth(REPORTS - 1).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const renders = [];
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${ctx.baseUrl}/`);
      const link = page.locator(`a[href="${reviewPath}"]`).first();
      await link.waitFor();
      await page.waitForTimeout(300);
      await link.click();
      renders.push(await page.evaluate(paintedAfter, { count: REPORTS }));
    }
    const lineCount = await lines.count();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);

    const clicks = [];
    for (let i = 0; i < LINE_CLICKS; i++) {
      const index = Math.floor((i * lineCount) / LINE_CLICKS);
      const line = lines.nth(index);
      await line.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      const wasOpen = (await line.getAttribute('aria-expanded')) === 'true';
      await line.click();
      clicks.push(await page.evaluate(paintedAfter, { at: index, expanded: String(!wasOpen) }));
    }

    const firstRender = round(quantile(renders, 0.5), 1);
    const clickP95 = round(quantile(clicks, 0.95), 1);
    const profile = `390x844, CPU ${CPU_SLOWDOWN}x slower`;
    return [
      {
        id: 'review-first-render',
        scenario: `web: the compact review of ${lineCount} reports (${profile}), 'Rever' clicked to the last line painted`,
        figure: `median ${firstRender} ms (max ${round(Math.max(...renders), 1)} ms, ${OPENS} opens); compact page ${height} px tall`,
        value: firstRender,
        unit: 'ms',
        target: '<= 300 ms',
        pass: firstRender <= 300 && lineCount === REPORTS,
        details: { renders: summary(renders), heightPx: height, screens: round(height / 844, 1) },
      },
      {
        id: 'review-line-click',
        scenario: `web: the compact review (${profile}), a line opened or closed, click to next paint`,
        figure: `p95 ${clickP95} ms (median ${summary(clicks).median} ms, ${LINE_CLICKS} clicks)`,
        value: clickP95,
        unit: 'ms',
        target: 'p95 <= 100 ms',
        pass: clickP95 <= 100,
        details: summary(clicks),
      },
    ];
  } finally {
    await browser.close();
    await removeMonth(ctx.databaseUrl, month);
  }
}
