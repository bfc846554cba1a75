import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { setUpTestApp, signedIn } from '../../../test/app.test-support';

const w = setUpTestApp(undefined, { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });

describe('GET /auth/session (the web app keepalive)', () => {
  it('says when the session ends unused and at the latest, and moves the idle limit', async () => {
    const elder = await signedIn(w.t, 'Elder');
    const signedInAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000); // an hour ago
    const lastUse = new Date(Date.now() - 10 * 60_000); // ten minutes ago: due for a new last-use time
    await w.t.db.update(sessions).set({ createdAt: signedInAt, lastSeenAt: lastUse });
    const before = Date.now();
    const res = await elder.call('GET', '/api/auth/session');
    expect(res.statusCode).toBe(200);
    const { idleExpiresAt, absoluteExpiresAt } = res.json();
    expect(absoluteExpiresAt).toBe(new Date(signedInAt.getTime() + 8 * 3_600_000).toISOString());
    // the call itself is a use: 30 minutes from now, not from ten minutes ago
    expect(Date.parse(idleExpiresAt)).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    const [row] = await w.t.db.select().from(sessions).where(eq(sessions.userId, elder.id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(lastUse.getTime());
  });
});
