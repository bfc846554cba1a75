import type { User } from '@congregacao/shared/contracts/user';
import type { Theme, UserRole } from '@congregacao/shared/enums';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceGroups, users } from '../../db/schema';

/** The columns a User is built from (users left-joined with its service group). */
export const userColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  groupId: users.groupId,
  groupNumber: serviceGroups.groupNumber,
  email: users.email,
  preferredTheme: users.preferredTheme,
  mustChangePassword: users.mustChangePassword,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
};

export type UserRow = {
  id: number;
  username: string;
  displayName: string | null;
  role: string;
  groupId: number | null;
  groupNumber: number | null;
  email: string | null;
  preferredTheme: string;
  mustChangePassword: boolean;
  deletedAt: Date | null;
  createdAt: Date;
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as UserRole,
    groupId: row.groupId,
    groupNumber: row.groupNumber,
    email: row.email,
    preferredTheme: row.preferredTheme as Theme,
    mustChangePassword: row.mustChangePassword,
    deleted_at: row.deletedAt ? row.deletedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Select users with their group number; add `.where(...)` to filter. */
export function selectUsers(db: DbOrTx) {
  return db.select(userColumns).from(users).leftJoin(serviceGroups, eq(serviceGroups.id, users.groupId));
}

export async function findUserById(db: DbOrTx, id: number): Promise<User | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? toUser(row) : null;
}
