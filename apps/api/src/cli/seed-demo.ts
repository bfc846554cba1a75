import { loadConfig } from '../config';
import { openCliDatabase } from '../db/cli-database';
import { seedDemoActivities } from './seed/activities';
import { seedDemoPublishers } from './seed/publishers';

/** `npm run seed:demo`: fills an empty database with a demo congregation and prints the demo users. */
async function main() {
  const config = loadConfig();
  const database = await openCliDatabase(config, (m) => console.log(m));
  try {
    const demoUsers = await seedDemoPublishers(database.db);
    console.log('Demo congregation created: groups, publishers and households.');
    await seedDemoActivities(database.db);
    console.log('\nDemo users (passwords shown only once):');
    for (const user of demoUsers) {
      const group = user.groupNumber === null ? '' : ` — Grupo ${user.groupNumber}`;
      console.log(`  ${user.username.padEnd(22)} ${user.password}   ${user.displayName} (${user.role}${group})`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
