import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './lib/passwords';
import { randomPassword } from './lib/tokens';

/**
 * First run: on an empty users table create `admin` (role Admin) with a random password, printed once,
 * marked "must change password". Two instances starting together create it once (unique username).
 */
export async function ensureInitialAdmin(db: Database, initialPassword?: string): Promise<string | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;
  const password = initialPassword ?? randomPassword();
  const created = await db
    .insert(users)
    .values({
      username: 'admin',
      displayName: 'Administrador',
      role: 'Admin',
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length ? password : null;
}
