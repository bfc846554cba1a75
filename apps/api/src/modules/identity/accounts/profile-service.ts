import type { User } from '@congregacao/shared/contracts/user';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  UpdateProfileBody,
} from '@congregacao/shared/contracts/users';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { hashPassword } from '../../../lib/passwords';
import { deleteUserSessions } from './account-sessions';
import { assertCurrentPassword } from './current-password';
import { recentFactors } from './recent-factors';
import { findUserById, type SecondFactorPolicy } from './repository';

/** PUT /users/profile: display name, theme and/or language of the signed-in user. */
export async function updateProfile(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  body: UpdateProfileBody,
): Promise<User> {
  const before = actor.user;
  const changes = {
    ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
    ...(body.preferredTheme !== undefined ? { preferredTheme: body.preferredTheme } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
  };
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, before.id));
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      description: `Perfil de ${before.username} atualizado`,
      resource: 'user',
      resourceId: before.id,
      oldValues: Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof typeof changes]])),
      newValues: changes,
    });
    return (await findUserById(tx, policy, before.id))!;
  });
}

/**
 * PUT /users/password: checks the current password (401 when wrong, as the client expects), stores the new
 * hash, clears "must change password" and ends the user's other sessions; answers with the factors added in the last
 * day, which the screen offers to remove (ADR 038).
 */
export async function changePassword(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  body: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  const userId = actor.user.id;
  // a password that does not match, like a failed sign-in (MEDIUM), by a known user
  await assertCurrentPassword(db, userId, body.currentPassword, {
    description: `Password atual incorreta na alteração de password de ${actor.user.username}`,
    resource: 'user',
    resourceId: userId,
  });
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const sessionsEnded = await deleteUserSessions(tx, userId, actor.sessionId);
    await recordAudit(tx, actor, {
      eventType: 'PASSWORD_CHANGE',
      description: `Password de ${actor.user.username} alterada`,
      resource: 'user',
      resourceId: userId,
      details: { otherSessionsEnded: sessionsEnded },
    });
    return { user: (await findUserById(tx, policy, userId))!, recentFactors: await recentFactors(tx, userId) };
  });
}
