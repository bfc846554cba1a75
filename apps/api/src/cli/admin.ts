import { eq } from 'drizzle-orm';
import { type Config, loadConfig } from '../config';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { randomPassword } from '../lib/tokens';
import { deleteUserSessions } from '../modules/identity/accounts/account-sessions';
import { resetSecondFactor } from '../modules/identity/factors/reset-factors';
import { withCliDatabase } from './command';

const USAGE = 'Usage: npm run admin -- reset-password <username> | reset-mfa <username>';

async function resetPassword(config: Config, username: string) {
  const password = randomPassword();
  const updated = await withCliDatabase(config, (database) =>
    database.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: new Date() })
        .where(eq(users.username, username.toLowerCase()))
        .returning({ id: users.id });
      for (const row of rows) await deleteUserSessions(tx, row.id);
      return rows.length;
    }),
  );
  if (!updated) {
    console.error(`No user named "${username}".`);
    process.exitCode = 1;
  } else {
    console.log(`New password for "${username}" (shown only once): ${password}`);
  }
}

async function resetMfa(config: Config, username: string) {
  const found = await withCliDatabase(config, (database) => resetSecondFactor(database.db, username));
  if (!found) {
    console.error(`No active user named "${username}".`);
    process.exitCode = 1;
  } else {
    console.log(`Second factor of "${username}" removed and their sessions ended.`);
  }
}

const COMMANDS: Record<string, (config: Config, username: string) => Promise<void>> = {
  'reset-password': resetPassword,
  'reset-mfa': resetMfa,
};

async function main() {
  const [command, username] = process.argv.slice(2);
  const run = command ? COMMANDS[command] : undefined;
  if (!run || !username) {
    console.error(USAGE);
    process.exit(2);
  }
  await run(loadConfig(), username);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
