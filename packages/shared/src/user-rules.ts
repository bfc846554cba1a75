import type { UserRole } from './enums';

/**
 * Object-level rules on user accounts (architecture.md, permissions matrix notes 1 and 2), on top of
 * 'users.manage': the server enforces them and the web app hides what they forbid.
 */

/** A Secretary cannot create, edit, delete or restore an Admin account, nor end its sessions. */
export function canManageAccount(actorRole: UserRole, targetRole: UserRole): boolean {
  return !(actorRole === 'Secretary' && targetRole === 'Admin');
}

/** A Secretary cannot grant the Admin role. */
export function canAssignRole(actorRole: UserRole, role: UserRole): boolean {
  return !(actorRole === 'Secretary' && role === 'Admin');
}

/** The roles of `roles` the actor may give. */
export function assignableRoles<R extends UserRole>(actorRole: UserRole, roles: readonly R[]): R[] {
  return roles.filter((role) => canAssignRole(actorRole, role));
}

/** Nobody deletes their own account. */
export function canDeleteAccount(actorId: number, targetId: number): boolean {
  return actorId !== targetId;
}
