import type { UserRole } from '@congregacao/shared/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passkeys, users } from '../../../db/schema';
import { SYSTEM_ACTOR } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { deleteUserSessions } from '../accounts/account-sessions';
import { removeFactors } from './factors';

/**
 * `npm run admin -- reset-mfa <username>`: removes the user's second factors (TOTP, recovery codes, passkeys) and ends their
 * sessions (someone who lost their phone signs in with the password, and enrols again if their role requires it).
 * Recorded as done by the system. False when there is no such user.
 */
export async function resetSecondFactor(db: DbOrTx, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, displayName: users.displayName, role: users.role })
      .from(users)
      .where(and(eq(users.username, username.toLowerCase()), isNull(users.deletedAt)));
    if (!user) return false;
    const hadTotp = await removeFactors(tx, user.id);
    const passkeysRemoved = (await tx.delete(passkeys).where(eq(passkeys.userId, user.id)).returning()).length;
    const hadFactor = hadTotp || passkeysRemoved > 0;
    const sessionsEnded = await deleteUserSessions(tx, user.id);
    await recordAudit(tx, SYSTEM_ACTOR, {
      eventType: 'USER_UPDATE',
      severity: 'HIGH',
      description: `Segundo fator de ${user.username} removido pela linha de comandos (reset-mfa)`,
      resource: 'mfa',
      resourceId: user.id,
      user: { ...user, role: user.role as UserRole },
      details: { step: 'reset', hadFactor, passkeysRemoved, sessionsEnded },
    });
    return true;
  });
}
