import type { User } from '@congregacao/shared/contracts/user';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';

/**
 * Who is calling and from where: built once per request by the auth plugin (`request.actor`), taken by the services
 * and by `recordAudit`. The one shape of "who" in the API (docs/decisions/018-one-actor-one-refusal-one-audit-path.md).
 */
export interface Actor {
  /** the signed-in user; null before sign-in, on public routes and for the system (command line, schedules) */
  readonly user: User | null;
  readonly sessionId: number | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** The actor of a route that needs a session: the auth plugin admitted it, so it has a user and a session. */
export interface SignedInActor extends Actor {
  readonly user: User;
  readonly sessionId: number;
}

/** The server itself (command line tools, the daily backup): no user, no address. */
export const SYSTEM_ACTOR: Actor = { user: null, sessionId: null, ip: null, userAgent: null };

/** A request's actor before its session is known: its address and user agent, cut to their columns' widths. */
export function anonymousActor(request: FastifyRequest): Actor {
  return {
    user: null,
    sessionId: null,
    ip: request.ip.slice(0, 64),
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  };
}

/** The actor once its session is loaded. */
export function withSession(actor: Actor, session: { id: number; user: User }): SignedInActor {
  return { ...actor, user: session.user, sessionId: session.id };
}

const isSignedIn = (actor: Actor): actor is SignedInActor => actor.user !== null && actor.sessionId !== null;

/** The caller of a route that needs a session (always true behind the auth plugin; a 401 otherwise). */
export function signedIn(actor: Actor): SignedInActor {
  if (!isSignedIn(actor)) throw unauthenticated();
  return actor;
}
