import { eq } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import { seedGroup, setUpTestApp, type TestApp } from '../../../test/app.test-support';

/** The users tests' app, with one service group (`w.groupId`) for the Elders they register. */
export const setUpUsersApp = (groupNumber: number) =>
  setUpTestApp(async (t) => ({ groupId: await seedGroup(t.db, groupNumber) }));

/** How many sessions a user has open. */
export const sessionCount = async (t: TestApp, userId: number) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
