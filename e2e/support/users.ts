import type { Api, SessionUser } from './api';

export type Role = SessionUser['role'];

export interface TestUser {
  username: string;
  password: string;
  user: SessionUser;
}

export const TEST_PASSWORD = 'e2e-password-123';

/** A short suffix unique to this worker and call (usernames: letters, digits, underscore). */
export function uniqueSuffix(): string {
  return `${process.pid.toString(36)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/**
 * Creates a user through POST /api/users (any role, Publisher included). Prefer a fresh user to the
 * first-run admin for tests that sign in through the form or sign out: login is rate limited per
 * IP + username (10 per 15 min), and signing out revokes the token.
 */
export async function createUser(
  admin: Api,
  role: Role,
  options: { displayName?: string; groupId?: number | null; prefix?: string } = {},
): Promise<TestUser> {
  const username = `${options.prefix ?? role.toLowerCase()}_${uniqueSuffix()}`.slice(0, 50);
  const { user } = await admin.post<{ user: SessionUser }>('/users', {
    username,
    password: TEST_PASSWORD,
    displayName: options.displayName ?? username,
    role,
    groupId: options.groupId ?? null,
  });
  return { username, password: TEST_PASSWORD, user };
}
