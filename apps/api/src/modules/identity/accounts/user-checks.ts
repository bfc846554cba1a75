import type { User } from '@congregacao/shared/contracts/user';
import { EMAIL_EXISTS, USERNAME_EXISTS } from '@congregacao/shared/contracts/users';
import type { UserRole } from '@congregacao/shared/enums';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { COMMITTEE_MAX } from '@congregacao/shared/pioneer-year';
import { PIONEER_YEAR_MESSAGES } from '@congregacao/shared/pioneer-year-messages';
import { canAssignRole, canManageAccount } from '@congregacao/shared/user-rules';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { serviceGroups, users } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { type AppError, badRequest, conflict, forbidden, invalidValue, isUniqueViolation } from '../../../lib/errors';

/** The fields of a user shown in audit old/new values (never a password or token). */
export function auditSnapshot(
  user: Pick<User, 'username' | 'displayName' | 'role' | 'groupId' | 'email' | 'serviceCommittee'>,
) {
  return {
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    groupId: user.groupId,
    email: user.email,
    serviceCommittee: user.serviceCommittee,
  };
}

/** The service committee has at most three members (ADR 040); one more is refused (400), nothing written. */
export async function assertCommitteeHasRoom(tx: Tx): Promise<void> {
  // one change of the committee at a time: two saves at once cannot make a fourth member
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('service_committee'))`);
  const [row] = await tx
    .select({ members: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.serviceCommittee, true), isNull(users.deletedAt)));
  if ((row?.members ?? 0) >= COMMITTEE_MAX) throw badRequest(PIONEER_YEAR_MESSAGES.committeeFull);
}

export async function assertUsernameFree(db: DbOrTx, username: string, exceptId?: number): Promise<void> {
  const condition = exceptId ? and(eq(users.username, username), ne(users.id, exceptId)) : eq(users.username, username);
  const [row] = await db.select({ id: users.id }).from(users).where(condition);
  if (row) throw conflict(USERNAME_EXISTS);
}

/** Emails are unique case-insensitively across all users (deleted ones too: the index covers them). */
export async function assertEmailFree(db: DbOrTx, email: string | null, exceptId?: number): Promise<void> {
  if (!email) return;
  const sameEmail = sql`lower(${users.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(sameEmail, ne(users.id, exceptId)) : sameEmail);
  if (row) throw conflict(EMAIL_EXISTS);
}

export async function assertGroupExists(db: DbOrTx, groupId: number | null | undefined): Promise<void> {
  if (groupId == null) return;
  const [row] = await db.select({ id: serviceGroups.id }).from(serviceGroups).where(eq(serviceGroups.id, groupId));
  if (!row) throw invalidValue('body.groupId', M.groupMissing(groupId));
}

/** Turns a race on the unique username / email keys into the same 409 the pre-checks give. */
function mapUniqueViolation(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_username_unique')) return conflict(USERNAME_EXISTS);
  if (isUniqueViolation(error, 'users_email_unique')) return conflict(EMAIL_EXISTS);
  return error;
}

/** An object-level refusal on an account (Secretary vs Admin, oneself): 403, recorded by the error handler. */
export function refuseOnAccount(
  message: string,
  targetId: number | null,
  details: Record<string, unknown> = {},
): AppError {
  return forbidden(message, { resource: 'user', resourceId: targetId, details: { targetId, ...details } });
}

/** The account rules' refusals (catalogue namespace `api.account`). */
export const ACCOUNT_MESSAGES = messages('api.account', {
  groupMissing: (groupId: number) => ({ groupId }),
  secretaryOnAdmin: TEXT,
  secretaryGrantsAdmin: TEXT,
  selfDelete: TEXT,
  selfRole: TEXT,
  elderNeedsGroup: TEXT,
});
const M = ACCOUNT_MESSAGES;

/** The Secretary limits of architecture.md on a target account and on the role being granted. */
export function assertMayManage(
  actor: SignedInActor,
  target: { id?: number; role: UserRole } | null,
  grantedRole?: UserRole,
) {
  if (target && !canManageAccount(actor.user.role, target.role))
    throw refuseOnAccount(M.secretaryOnAdmin, target.id ?? null);
  if (grantedRole && !canAssignRole(actor.user.role, grantedRole))
    throw refuseOnAccount(M.secretaryGrantsAdmin, target?.id ?? null, { role: grantedRole });
}

/** An Elder (group overseer) sees and fills their group's reports: registered without a group they would see none. */
export function assertElderHasGroup(role: UserRole, groupId: number | null | undefined): void {
  if (role === 'Elder' && groupId == null) {
    throw invalidValue('body.groupId', M.elderNeedsGroup, {
      field: 'groupId',
    });
  }
}

/** Runs a change to users in one transaction; a race on a unique key becomes the same 409 the pre-checks give. */
export async function runUserChange<T>(db: Database, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}
