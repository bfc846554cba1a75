import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { randomPassword } from '../lib/tokens';
import { deleteUserSessions } from '../modules/auth/sessions';
import { withCliDatabase } from './command';

const USAGE = 'Usage: npm run admin -- reset-password <username>';

async function main() {
  const [command, username] = process.argv.slice(2);
  if (command !== 'reset-password' || !username) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
