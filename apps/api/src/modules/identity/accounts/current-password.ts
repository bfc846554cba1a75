import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { signedIn } from '../../../lib/actor';
import type { RefusalRecord } from '../../../lib/audit';
import { unauthenticated } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/passwords';
import { credentialLimits, FIFTEEN_MINUTES, isWrongCredential } from './credential-limits';

/**
 * A change that asks for the account's password (changing it, adding or removing a factor): 401 with the reason,
 * recorded as the refusal says (FAILED_LOGIN), unless `password` is the account's.
 */
export async function assertCurrentPassword(
  db: DbOrTx,
  userId: number,
  password: string | undefined,
  refusal: RefusalRecord,
): Promise<void> {
  const record: RefusalRecord = { eventType: 'FAILED_LOGIN', ...refusal };
  if (!password) throw unauthenticated(USER_MESSAGES.currentPasswordRequired, record);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash ?? null, password))) {
    throw unauthenticated(USER_MESSAGES.wrongCurrentPassword, record);
  }
}

/**
 * The one count every current-password check shares, whichever route asks (ADR 038): 10 failures per 15 minutes per
 * account, each try counted before the password is verified. A stolen session guesses no faster than a sign-in.
 */
export function currentPasswordLimits(app: FastifyInstance) {
  return credentialLimits(app, {
    subject: (request) => signedIn(request.actor).user,
    limits: [{ key: (_request, user) => `current-password:${user.id}`, max: 10, windowMs: FIFTEEN_MINUTES }],
    refusal: (user) => ({
      description: `Limite de tentativas de password atual excedido para ${user.username}`,
      resource: 'user',
      resourceId: user.id,
    }),
    isFailure: isWrongCredential,
  });
}
