import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { backupDir, startDailyBackups } from './backup/schedule';
import { ensureInitialAdmin } from './bootstrap';
import { ConfigError, listeningUrl, loadConfig } from './config';
import { openDatabase } from './db/database';

async function main() {
  const config = loadConfig();
  const log = (msg: string) => console.log(`[congregacao] ${msg}`);
  const database = await openDatabase(config, log);
  const app = await buildApp({ config, db: database.db, pool: database.pool });

  const adminPassword = await ensureInitialAdmin(database.db, config.INITIAL_ADMIN_PASSWORD);
  if (adminPassword) {
    log('First run: created user "admin" (role Admin).');
    log(`  Password (shown only once, change it after signing in): ${adminPassword}`);
  }

  const dailyBackups = config.BACKUP_DAILY
    ? startDailyBackups({ pool: database.pool, dir: backupDir(config), keep: config.BACKUP_KEEP, log })
    : undefined;

  // While closing, answers end their keep-alive connection, so draining clients do not hold the close open.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Ordered shutdown: stop accepting requests and drain, finish a backup in progress, end the pool, stop PostgreSQL.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await dailyBackups?.stop();
    await database.close();
  });

  stopWithParent(Number(process.env.STOP_WITH_PARENT_PID));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  log(
    `Congregação is running at ${listeningUrl(config.HOST, port)} (${database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
}

/** Started by `npm start` (scripts/start.mjs): shut down in order when it dies without passing on a signal (kill -9). */
function stopWithParent(parentPid: number) {
  if (!parentPid) return;
  const watch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  watch.unref();
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
});
