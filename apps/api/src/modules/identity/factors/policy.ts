import type { UserRole } from '@congregacao/shared/enums';

let requiredRoles: readonly UserRole[] = [];

/**
 * MFA_REQUIRED_ROLES, set once when the app is built (app.ts). Kept here rather than passed along because every User
 * the API answers with says whether it must enrol (`mustEnrolSecondFactor`), and users are built in many places.
 */
export function setSecondFactorPolicy(roles: readonly UserRole[]): void {
  requiredRoles = [...roles];
}

export function isSecondFactorRequired(role: UserRole): boolean {
  return requiredRoles.includes(role);
}
