import type { User } from '@congregacao/shared/contracts/user';
import { EMAIL_EXISTS, USERNAME_EXISTS } from '@congregacao/shared/contracts/users';
import type { UserRole } from '@congregacao/shared/enums';
import { canAssignRole, canManageAccount } from '@congregacao/shared/user-rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { serviceGroups, users } from '../../db/schema';
import { type AuditContext, recordAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../lib/errors';

/** Who is acting: the signed-in user, their session and where the call came from. */
export interface Actor extends AuditContext {
  user: User;
  sessionId: number | null;
  ip?: string;
}

/** The signed-in caller of an authenticated route, as the services see it. */
export function actorOf(request: FastifyRequest): Actor {
  return { user: request.user!, sessionId: request.sessionId, ip: request.ip };
}

/** The fields of a user shown in audit old/new values (never a password or token). */
export function auditSnapshot(user: Pick<User, 'username' | 'displayName' | 'role' | 'groupId' | 'email'>) {
  return {
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    groupId: user.groupId,
    email: user.email,
  };
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
  if (!row) throw badRequest(`Valor inválido em body.groupId: o grupo ${groupId} não existe`);
}

/** Turns a race on the unique username / email keys into the same 409 the pre-checks give. */
export function mapUniqueViolation(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_username_unique')) return conflict(USERNAME_EXISTS);
  if (isUniqueViolation(error, 'users_email_unique')) return conflict(EMAIL_EXISTS);
  return error;
}

/** An object-level refusal (Secretary vs Admin, self-delete): 403, audited by `runUserChange`. */
export class RefusalError extends AppError {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super('FORBIDDEN', message);
  }
}

export const SECRETARY_ADMIN_MESSAGE = 'Um Secretário não pode criar, alterar, eliminar ou restaurar um Administrador.';
export const SECRETARY_GRANT_MESSAGE = 'Um Secretário não pode atribuir o papel de Administrador.';
export const SELF_DELETE_MESSAGE = 'Não pode eliminar a sua própria conta.';
export const SELF_ROLE_MESSAGE = 'Não pode alterar o seu próprio papel.';

/** The Secretary limits of architecture.md on a target account and on the role being granted. */
export function assertMayManage(actor: Actor, target: { id?: number; role: UserRole } | null, grantedRole?: UserRole) {
  if (target && !canManageAccount(actor.user.role, target.role))
    throw new RefusalError(SECRETARY_ADMIN_MESSAGE, { targetId: target.id ?? null });
  if (grantedRole && !canAssignRole(actor.user.role, grantedRole))
    throw new RefusalError(SECRETARY_GRANT_MESSAGE, { targetId: target?.id ?? null, role: grantedRole });
}

/**
 * Runs a change to users in one transaction. A refusal is recorded as UNAUTHORIZED_ACCESS after the
 * rollback (so the entry survives it); a race on a unique key becomes the same 409 the pre-checks give.
 */
export async function runUserChange<T>(db: Database, actor: Actor, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (error instanceof RefusalError) {
      await recordAudit(db, actor, {
        eventType: 'UNAUTHORIZED_ACCESS',
        description: `Operação recusada a ${actor.user.username}: ${error.message}`,
        resource: 'user',
        resourceId: typeof error.details.targetId === 'number' ? error.details.targetId : null,
        details: error.details,
      });
    }
    throw mapUniqueViolation(error);
  }
}
