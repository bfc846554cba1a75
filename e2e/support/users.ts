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
  // an Elder always oversees a group (issue 21): one the test did not care about gets the elders' group
  const groupId = options.groupId ?? (role === 'Elder' ? await eldersGroupId(admin) : null);
  const { user } = await admin.post<{ user: SessionUser }>('/users', {
    username,
    password: TEST_PASSWORD,
    displayName: options.displayName ?? username,
    role,
    groupId,
  });
  return { username, password: TEST_PASSWORD, user };
}

const ELDERS_GROUP_NUMBER = 999;

/** The group (number 999, made on first use) of the Elders whose test does not care which group they oversee. */
async function eldersGroupId(admin: Api): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const groups = await admin.get<{ id: number; groupNumber: number }[]>('/service-groups/');
    const found = groups.find((g) => g.groupNumber === ELDERS_GROUP_NUMBER);
    if (found) return found.id;
    const response = await admin.call('POST', '/service-groups/', { groupNumber: ELDERS_GROUP_NUMBER });
    if (response.ok()) return ((await response.json()) as { id: number }).id;
  }
  throw new Error(`service group ${ELDERS_GROUP_NUMBER} could not be made`);
}
