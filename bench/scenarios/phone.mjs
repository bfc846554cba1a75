// Issue 36 (ADR 041), the publisher's phone: reminders to 200 publishers through a loopback SMTP and a loopback
// push service; the app installable (Chromium's own installability check: Lighthouse 12 dropped its PWA audits);
// /meu-relatorio opened again without a network on the bench's phone profile. The server runs this scenario
// restarted with SMTP_URL and a CA it trusts for the push service, then again as before; the month made here is
// removed afterwards.
import { execFileSync } from 'node:child_process';
import { createECDH, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { launchProfileBrowser, setSession } from '../lib/browser.mjs';
import { expectStatus, quantile, round, summary } from '../lib/http.mjs';
import { freePort, startServer, stopServer } from '../lib/processes.mjs';

const PUBLISHERS = 200;
const OFFLINE_OPENS = 5;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

/** A self-signed certificate for 127.0.0.1 (web-push sends over https only). */
function loopbackCertificate(dir) {
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** Loopback receivers: every push (by path) and every mail (by recipient) is counted. */
async function startReceivers(tls) {
  const pushes = [];
  const mails = [];
  const push = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    req.resume();
    req.on('end', () => {
      pushes.push(req.url);
      res.writeHead(201).end();
    });
  });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        mails.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  const [pushPort, smtpPort] = [await freePort(), await freePort()];
  await new Promise((resolve) => push.listen(pushPort, '127.0.0.1', resolve));
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  return {
    pushes,
    mails,
    pushOrigin: `https://127.0.0.1:${pushPort}`,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    close: () => Promise.all([new Promise((r) => push.close(r)), new Promise((r) => smtp.close(r))]),
  };
}

/**
 * An Open month after the seed's last, with an unanswered report for each of PUBLISHERS enabled publishers, each
 * with a Publisher account (email, a session, one device): the rows an accepted invitation and an allowed
 * notification leave, written in SQL (the invitation route is rate-limited; hashing passwords would measure argon2).
 */
async function createMonth(client, pushOrigin) {
  const { rows } = await client.query(
    `insert into monthly_activities (month, year, service_year, status)
     select (m + 1) % 12, (m + 1) / 12, case when (m + 1) % 12 >= 8 then (m + 1) / 12 + 1 else (m + 1) / 12 end, 'Open'
     from (select max(year * 12 + month) m from monthly_activities) x returning id`,
  );
  const activityId = rows[0].id;
  const { rows: senders } = await client.query(
    `with chosen as (select id, group_id, display_name from publishers where is_enabled and group_id is not null
                     order by id desc limit $2),
     reports as (insert into publisher_reports (publisher_id, monthly_activity_id, studies, status, group_id)
                 select id, $1, 0, 'Open', group_id from chosen)
     insert into users (username, display_name, role, publisher_id, email)
     select 'phone' || c.id, left(c.display_name, 100), 'Publisher', c.id, 'phone' || c.id || '@example.com'
     from chosen c returning id as "userId", publisher_id as "publisherId"`,
    [activityId, PUBLISHERS],
  );
  const tokens = senders.map(() => randomBytes(32).toString('base64url'));
  await client.query('insert into sessions (token_hash, user_id) select * from unnest($1::varchar[], $2::int[])', [
    tokens.map((t) => createHash('sha256').update(t).digest('hex')),
    senders.map((s) => s.userId),
  ]);
  const device = () => createECDH('prime256v1').generateKeys().toString('base64url');
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select * from unnest($1::int[], $2::text[], $3::varchar[], $4::varchar[])`,
    [
      senders.map((s) => s.userId),
      senders.map((s) => `${pushOrigin}/device/${s.userId}`),
      senders.map(() => device()),
      senders.map(() => randomBytes(16).toString('base64url')),
    ],
  );
  return { activityId, userIds: senders.map((s) => s.userId), token: tokens[0] };
}

async function removeMonth(client, { activityId, userIds }) {
  await client.query('delete from report_reminders where monthly_activity_id = $1', [activityId]);
  await client.query('delete from publisher_reports where monthly_activity_id = $1', [activityId]);
  await client.query('delete from monthly_activities where id = $1', [activityId]);
  await client.query('delete from push_subscriptions where user_id = any($1::int[])', [userIds]);
  await client.query('delete from sessions where user_id = any($1::int[])', [userIds]);
  await client.query('update users set deleted_at = now(), publisher_id = null where id = any($1::int[])', [userIds]);
}

/** In the page, after navigation: the time from its start to the paint after the report's form is there. */
function formPainted() {
  const ready = () =>
    [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Enviar relatório');
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return requestAnimationFrame(check);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    };
    check();
  });
}

async function offlineOpens(ctx, token, profileDir) {
  const { body } = await expectStatus(200, ctx.baseUrl, 'GET', '/api/auth/me', { token });
  const context = await launchProfileBrowser(profileDir, { ...PHONE, locale: 'pt-PT' });
  try {
    const page = await context.newPage();
    await page.goto(`${ctx.baseUrl}/login`);
    await setSession(page, { accessToken: token, user: body.user });
    // online once, not timed: the service worker installs and the page keeps what it loaded
    await page.goto(`${ctx.baseUrl}/meu-relatorio`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(formPainted);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await context.setOffline(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const opens = [];
    for (let i = 0; i < OFFLINE_OPENS; i++) {
      await page.reload({ waitUntil: 'commit' });
      opens.push(await page.evaluate(formPainted));
    }
    return { installabilityErrors: installabilityErrors.map((e) => e.errorId), opens };
  } finally {
    await context.close();
  }
}

export async function publisherPhone(ctx) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-phone-'));
  const receivers = await startReceivers(loopbackCertificate(dir));
  const original = ctx.serverOptions;
  const restartWith = async (options) => {
    await stopServer(ctx.server);
    ctx.server = (await startServer(options)).child;
  };
  await restartWith({
    ...original,
    extraEnv: { SMTP_URL: receivers.smtpUrl, NODE_EXTRA_CA_CERTS: path.join(dir, 'cert.pem') },
  });
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  let month;
  try {
    month = await createMonth(client, receivers.pushOrigin);
    const remind = () =>
      expectStatus(200, ctx.baseUrl, 'POST', `/api/monthlyactivityreports/${month.activityId}/reminders`, {
        token: ctx.tokens.secretary,
        body: {},
      });
    const first = await remind();
    const again = await remind();
    const sentTwice =
      receivers.pushes.length - new Set(receivers.pushes).size + receivers.mails.length - new Set(receivers.mails).size;
    const reached = first.body.emailed === PUBLISHERS && first.body.pushed === PUBLISHERS;
    const repeated = again.body.emailed + again.body.pushed;
    const offline = await offlineOpens(ctx, month.token, path.join(dir, 'profile'));
    const openMedian = round(quantile(offline.opens, 0.5), 1);
    const installable = offline.installabilityErrors.length === 0;
    return [
      {
        id: 'phone-reminders',
        scenario: `POST …/reminders, ${PUBLISHERS} publishers by email and Web Push (loopback SMTP and push service)`,
        figure: `${round(first.ms, 0)} ms: ${first.body.emailed} emailed, ${first.body.pushed} pushed, ${receivers.mails.length} mails and ${receivers.pushes.length} pushes received; again: ${repeated} sent, ${sentTwice} received twice`,
        value: round(first.ms, 0),
        unit: 'ms',
        target: '<= 2000 ms, each once',
        pass: first.ms <= 2000 && reached && repeated === 0 && sentTwice === 0,
        details: {
          first: first.body,
          again: again.body,
          received: { mails: receivers.mails.length, pushes: receivers.pushes.length },
        },
      },
      {
        id: 'phone-installable',
        scenario: 'the app installable: Chromium’s installability errors on /meu-relatorio (manifest, service worker)',
        figure: installable ? 'none' : offline.installabilityErrors.join(', '),
        value: offline.installabilityErrors.length,
        unit: 'errors',
        target: 'none',
        pass: installable,
      },
      {
        id: 'phone-offline-open',
        scenario: `web: /meu-relatorio opened again without a network (390x844, CPU ${CPU_SLOWDOWN}x slower), navigation to the form painted`,
        figure: `median ${openMedian} ms (max ${round(Math.max(...offline.opens), 1)} ms, ${OFFLINE_OPENS} opens)`,
        value: openMedian,
        unit: 'ms',
        target: '<= 1000 ms',
        pass: openMedian <= 1000,
        details: summary(offline.opens),
      },
    ];
  } finally {
    if (month) await removeMonth(client, month);
    await client.end();
    await receivers.close();
    await restartWith(original);
    rmSync(dir, { recursive: true, force: true });
  }
}
