import type { Permission } from '@congregacao/shared/permissions';
import type pg from 'pg';
import type { Config } from './config';
import type { ChangeFeed, ChangeTopic } from './db/change-feed';
import type { Database } from './db/client';
import type { Actor } from './lib/actor';
import type { AttemptCounter } from './lib/attempt-counter';
import type { Mailer } from './lib/mailer';
import type { PushSender } from './lib/web-push';
import type { ApiRoute } from './plugins/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission (packages/shared permissions matrix) a caller needs; every /api route declares one. */
    operation?: Permission;
    /** A route anyone may call without a session (login, health). */
    public?: boolean;
    /** A route a user who must change their password may still call (the change itself, /auth/me, logout). */
    beforePasswordChange?: boolean;
    /** A route a user whose role requires a second factor may call before enrolling one (MFA_REQUIRED_ROLES). */
    beforeSecondFactor?: boolean;
    /** What a write route can change of the in-memory caches (db/change-feed.ts); every topic when not said. */
    changes?: ChangeTopic[];
  }
  interface FastifyRequest {
    /** Who is calling (lib/actor.ts): set by the auth plugin before anything else can use it. */
    actor: Actor;
  }
  interface FastifyInstance {
    config: Config;
    db: Database;
    pool: pg.Pool;
    mailer: Mailer;
    /** Web Push to the devices where publishers allowed notifications (lib/web-push.ts, issue 36) */
    push: PushSender;
    /** Generations of the in-memory caches, moved by any instance's writes (db/change-feed.ts). */
    changes: ChangeFeed;
    /** Every /api route with its permission (filled as routes register). */
    apiRoutes: ApiRoute[];
    /** Credential tries, each counted before it is verified (plugins/rate-limit.ts, ADR 038). */
    attempts: AttemptCounter;
  }
}
