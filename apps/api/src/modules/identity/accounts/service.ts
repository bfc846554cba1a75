import type { User } from '@congregacao/shared/contracts/user';
import type { CreateUserBody, UpdateUserBody } from '@congregacao/shared/contracts/users';
import type { AuditEventType, UserRole } from '@congregacao/shared/enums';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { canDeleteAccount } from '@congregacao/shared/user-rules';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { emailConfirmationCodes, users } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { deleteUserSessions } from './account-sessions';
import { findUserById, type SecondFactorPolicy } from './repository';
import {
  ACCOUNT_MESSAGES,
  assertCommitteeHasRoom,
  assertElderHasGroup,
  assertEmailFree,
  assertGroupExists,
  assertMayManage,
  assertUsernameFree,
  auditSnapshot,
  refuseOnAccount,
  runUserChange,
} from './user-checks';

const M = messages('api.account', { notFound: TEXT, notDeleted: TEXT });

export async function getUser(db: Database, policy: SecondFactorPolicy, id: number): Promise<User> {
  const user = await findUserById(db, policy, id);
  if (!user) throw notFound(M.notFound);
  return user;
}

/** Locks the user's row for the rest of the transaction and reads it; 404 unless it exists (and is active). */
async function lockUser(
  tx: Tx,
  policy: SecondFactorPolicy,
  id: number,
  state: 'active' | 'any' = 'active',
): Promise<User> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  const user = await findUserById(tx, policy, id);
  if (!user || (state === 'active' && user.deleted_at)) throw notFound(M.notFound);
  return user;
}

export async function createUser(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  body: CreateUserBody,
  eventType: Extract<AuditEventType, 'USER_CREATE' | 'USER_REGISTER'>,
): Promise<User> {
  return runUserChange(db, async (tx) => {
    assertMayManage(actor, null, body.role);
    assertElderHasGroup(body.role, body.groupId);
    await assertUsernameFree(tx, body.username);
    await assertEmailFree(tx, body.email);
    await assertGroupExists(tx, body.groupId);
    const [row] = await tx
      .insert(users)
      .values({
        username: body.username,
        displayName: body.displayName,
        email: body.email,
        role: body.role,
        groupId: body.groupId,
        passwordHash: await hashPassword(body.password),
      })
      .returning({ id: users.id });
    const user = (await findUserById(tx, policy, row!.id))!;
    await recordAudit(tx, actor, {
      eventType,
      description: `Utilizador ${user.username} criado por ${actor.user.username}`,
      resource: 'user',
      resourceId: user.id,
      newValues: auditSnapshot(user),
    });
    return user;
  });
}

/** Ends the target's sessions: all of them for another user, the other ones when it is the actor. */
function endSessions(tx: Tx, actor: SignedInActor, userId: number): Promise<number> {
  return userId === actor.user.id ? deleteUserSessions(tx, userId, actor.sessionId) : deleteUserSessions(tx, userId);
}

async function recordRoleChange(tx: Tx, actor: SignedInActor, before: User, role: UserRole) {
  await recordAudit(tx, actor, {
    eventType: 'USER_ROLE_CHANGE',
    description: `Papel de ${before.username} alterado de ${before.role} para ${role} por ${actor.user.username}`,
    resource: 'user',
    resourceId: before.id,
    oldValues: { role: before.role },
    newValues: { role },
  });
}

export async function updateUser(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  id: number,
  body: UpdateUserBody,
): Promise<User> {
  return runUserChange(db, async (tx) => {
    const before = await lockUser(tx, policy, id);
    const role = body.role ?? (before.role as UserRole);
    assertMayManage(actor, before, role);
    if (id === actor.user.id && role !== before.role) throw refuseOnAccount(ACCOUNT_MESSAGES.selfRole, id, { role });
    if (role !== before.role || body.groupId !== undefined) {
      assertElderHasGroup(role, body.groupId === undefined ? before.groupId : body.groupId);
    }
    await assertUsernameFree(tx, body.username, id);
    if (body.email !== undefined) await assertEmailFree(tx, body.email, id);
    if (role !== before.role || body.groupId !== undefined) {
      assertElderHasGroup(role, body.groupId === undefined ? before.groupId : body.groupId);
    }
    await assertGroupExists(tx, body.groupId);
    if (body.serviceCommittee && !before.serviceCommittee) await assertCommitteeHasRoom(tx);
    await tx
      .update(users)
      .set({
        username: body.username,
        displayName: body.displayName,
        role,
        groupId: body.groupId,
        email: body.email,
        serviceCommittee: body.serviceCommittee,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    const after = (await findUserById(tx, policy, id))!;
    const isIdentityChange = after.username !== before.username || after.role !== before.role;
    const sessionsEnded = id !== actor.user.id || isIdentityChange ? await endSessions(tx, actor, id) : 0;
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      description: `Utilizador ${after.username} atualizado por ${actor.user.username}`,
      resource: 'user',
      resourceId: id,
      oldValues: auditSnapshot(before),
      newValues: auditSnapshot(after),
      details: { sessionsEnded },
    });
    if (after.role !== before.role) await recordRoleChange(tx, actor, before, role);
    return after;
  });
}

export async function changeRole(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  id: number,
  role: UserRole,
): Promise<User> {
  return runUserChange(db, async (tx) => {
    const before = await lockUser(tx, policy, id);
    assertMayManage(actor, before, role);
    if (id === actor.user.id && role !== before.role) throw refuseOnAccount(ACCOUNT_MESSAGES.selfRole, id, { role });
    if (role !== before.role) assertElderHasGroup(role, before.groupId);
    if (role === before.role) return before;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    await endSessions(tx, actor, id);
    await recordRoleChange(tx, actor, before, role);
    return (await findUserById(tx, policy, id))!;
  });
}

export async function deleteUser(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  id: number,
): Promise<User> {
  return runUserChange(db, async (tx) => {
    if (!canDeleteAccount(actor.user.id, id)) throw refuseOnAccount(ACCOUNT_MESSAGES.selfDelete, id);
    const before = await lockUser(tx, policy, id);
    assertMayManage(actor, before);
    await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
    const sessionsEnded = await deleteUserSessions(tx, id);
    await tx.delete(emailConfirmationCodes).where(eq(emailConfirmationCodes.userId, id));
    await recordAudit(tx, actor, {
      eventType: 'USER_DELETE',
      description: `Utilizador ${before.username} eliminado por ${actor.user.username}`,
      resource: 'user',
      resourceId: id,
      oldValues: { ...auditSnapshot(before), deleted_at: null },
      details: { sessionsEnded },
    });
    return (await findUserById(tx, policy, id))!;
  });
}

export async function restoreUser(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  id: number,
): Promise<User> {
  return runUserChange(db, async (tx) => {
    const before = await lockUser(tx, policy, id, 'any');
    assertMayManage(actor, before);
    if (!before.deleted_at) throw conflict(M.notDeleted);
    await tx.update(users).set({ deletedAt: null, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      eventType: 'USER_RESTORE',
      description: `Utilizador ${before.username} restaurado por ${actor.user.username}`,
      resource: 'user',
      resourceId: id,
      oldValues: { deleted_at: before.deleted_at },
      newValues: { deleted_at: null },
    });
    return (await findUserById(tx, policy, id))!;
  });
}

export async function invalidateSessions(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  id: number,
): Promise<number> {
  return runUserChange(db, async (tx) => {
    const target = await lockUser(tx, policy, id, 'any');
    assertMayManage(actor, { id, role: target.role as UserRole });
    const sessionsEnded = await deleteUserSessions(tx, id);
    await recordAudit(tx, actor, {
      eventType: 'SESSION_INVALIDATE',
      description: `Sessões de ${target.username} invalidadas por ${actor.user.username}`,
      resource: 'user',
      resourceId: id,
      details: { sessionsEnded },
    });
    return sessionsEnded;
  });
}
