import type { UserRole } from '@congregacao/shared/enums';
import { eq } from 'drizzle-orm';
import { publishers, sessions, users } from '../db/schema';
import { newToken, sha256 } from '../lib/tokens';
import { login, seedGroup, seedUser, type TestApp } from '../test/app.test-support';

export type PrincipalName =
  | 'no token'
  | 'expired token'
  | 'revoked token'
  | 'Publisher of group A'
  | 'Publisher of group B'
  | 'Elder of group A'
  | 'Elder of group B'
  | 'Secretary'
  | 'Admin';

export interface Principal {
  name: PrincipalName;
  role: UserRole | null;
  /** A fresh token for each call (an expired session is deleted when seen). */
  token(): Promise<string | null>;
}

/** The nine callers of the authorization matrix, with the groups A and B the Elders oversee. */
export async function createPrincipals(t: TestApp, groupNumbers: [number, number]) {
  const groupA = await seedGroup(t.db, groupNumbers[0]);
  const groupB = await seedGroup(t.db, groupNumbers[1]);
  const signed = async (role: UserRole, groupId: number | null = null) => {
    const user = await seedUser(t.db, { role, groupId });
    const token = await login(t.app, user.username, user.password);
    return { user, token };
  };
  /** A publisher of the group with their own account (self-reporting): the user is linked before signing in. */
  const selfReporting = async (groupId: number) => {
    const [publisher] = await t.db
      .insert(publishers)
      .values({ name: `Publicador do grupo ${groupId}`, groupId })
      .returning({ id: publishers.id });
    const user = await seedUser(t.db, { role: 'Publisher' });
    await t.db.update(users).set({ publisherId: publisher!.id }).where(eq(users.id, user.id));
    return { user, publisherId: publisher!.id, token: await login(t.app, user.username, user.password) };
  };
  const publisherA = await selfReporting(groupA);
  const publisherB = await selfReporting(groupB);
  const elderA = await signed('Elder', groupA);
  const elderB = await signed('Elder', groupB);
  const secretary = await signed('Secretary');
  const admin = await signed('Admin');
  const expiredOwner = await seedUser(t.db, { role: 'Admin' });
  const revoked = await signed('Admin');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${revoked.token}` },
  });

  const fixed = (name: PrincipalName, role: UserRole | null, token: string | null): Principal => ({
    name,
    role,
    token: async () => token,
  });
  const principals: Principal[] = [
    fixed('no token', null, null),
    {
      name: 'expired token',
      role: null,
      async token() {
        const token = newToken();
        await t.db.insert(sessions).values({
          tokenHash: sha256(token),
          userId: expiredOwner.id,
          lastSeenAt: new Date(Date.now() - 3 * 3_600_000),
          createdAt: new Date(Date.now() - 3 * 3_600_000),
        });
        return token;
      },
    },
    fixed('revoked token', null, revoked.token),
    fixed('Publisher of group A', 'Publisher', publisherA.token),
    fixed('Publisher of group B', 'Publisher', publisherB.token),
    fixed('Elder of group A', 'Elder', elderA.token),
    fixed('Elder of group B', 'Elder', elderB.token),
    fixed('Secretary', 'Secretary', secretary.token),
    fixed('Admin', 'Admin', admin.token),
  ];
  return { principals, groupA, groupB, users: { publisherA, publisherB, elderA, elderB, secretary, admin } };
}
