import { loadConfig } from '../config';
import { withCliDatabase } from './command';
import { seedDemoActivities } from './seed/activities';
import { seedDemoPublishers } from './seed/publishers';

/** `npm run seed:demo`: fills an empty database with a demo congregation and prints the demo users. */
async function main() {
  const config = loadConfig();
  const demoUsers = await withCliDatabase(config, async (database) => {
    const created = await seedDemoPublishers(database.db);
    console.log('Demo congregation created: groups, publishers and households.');
    await seedDemoActivities(database.db);
    return created;
  });
  console.log('\nDemo users (passwords shown only once):');
  for (const user of demoUsers) {
    const group = user.groupNumber === null ? '' : ` — Grupo ${user.groupNumber}`;
    console.log(`  ${user.username.padEnd(22)} ${user.password}   ${user.displayName} (${user.role}${group})`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
