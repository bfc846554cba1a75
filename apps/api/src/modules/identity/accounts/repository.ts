import type { User } from '@congregacao/shared/contracts/user';
import type { GroupOverseer } from '@congregacao/shared/contracts/users';
import type { Theme, UserRole } from '@congregacao/shared/enums';
import { isLocale } from '@congregacao/shared/i18n/locales';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { passkeys, publishers, serviceGroups, totpFactors, users } from '../../../db/schema';

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
  language: users.language,
  mustChangePassword: users.mustChangePassword,
  publisherId: users.publisherId,
  serviceCommittee: users.serviceCommittee,
  // a confirmed TOTP or a passkey (ADR 027)
  hasSecondFactor: sql<boolean>`(exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
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
  language: string | null;
  mustChangePassword: boolean;
  publisherId: number | null;
  serviceCommittee: boolean;
  hasSecondFactor: boolean;
  deletedAt: Date | null;
  createdAt: Date;
};

/**
 * The roles that must have a second factor (MFA_REQUIRED_ROLES): every User says whether it must still enrol one, so
 * whatever builds a User is given the policy (the app's config) rather than reading it from a global (ADR 031).
 */
export type SecondFactorPolicy = Pick<Config, 'MFA_REQUIRED_ROLES'>;

/** A User from a row of `userColumns` (only those columns, so nothing else can reach an answer). */
export function toUser({ deletedAt, createdAt, ...row }: UserRow, policy: SecondFactorPolicy): User {
  return {
    ...row,
    role: row.role as UserRole,
    mustEnrolSecondFactor: !row.hasSecondFactor && policy.MFA_REQUIRED_ROLES.includes(row.role as UserRole),
    preferredTheme: row.preferredTheme as Theme,
    language: isLocale(row.language) ? row.language : null,
    deleted_at: deletedAt ? deletedAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
  };
}

/**
 * An account that may sign in and keep its sessions: not deleted and, when it is a publisher's own account
 * (self-reporting, role Publisher), that publisher is not archived; a staff account is never locked by it (ADR 035).
 */
export const isAccountActive: SQL = and(
  isNull(users.deletedAt),
  sql`(${users.role} <> 'Publisher' or ${users.publisherId} is null or exists (select 1 from ${publishers} where ${publishers.id} = ${users.publisherId} and ${publishers.isEnabled}))`,
)!;

/** Select users with their group number; add `.where(...)` to filter. */
export function selectUsers(db: DbOrTx) {
  return db.select(userColumns).from(users).leftJoin(serviceGroups, eq(serviceGroups.id, users.groupId));
}

export async function findUserById(db: DbOrTx, policy: SecondFactorPolicy, id: number): Promise<User | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? toUser(row, policy) : null;
}

export async function listUsers(db: DbOrTx, policy: SecondFactorPolicy, which: 'active' | 'deleted'): Promise<User[]> {
  const rows = await selectUsers(db)
    .where(which === 'active' ? isNull(users.deletedAt) : isNotNull(users.deletedAt))
    .orderBy(asc(users.id));
  return rows.map((row) => toUser(row, policy));
}

/** Active Elders with a group: the group overseers (spec "Group overseer record"). */
export async function listGroupOverseers(db: DbOrTx): Promise<GroupOverseer[]> {
  const rows = await db
    .select({
      id: users.id,
      groupId: users.groupId,
      groupNumber: serviceGroups.groupNumber,
      displayName: users.displayName,
      username: users.username,
    })
    .from(users)
    .innerJoin(serviceGroups, eq(serviceGroups.id, users.groupId))
    .where(and(isNull(users.deletedAt), eq(users.role, 'Elder')))
    .orderBy(asc(serviceGroups.groupNumber), asc(users.id));
  return rows.map((row) => ({ ...row, groupId: row.groupId! }));
}
