import { AUTH_MESSAGES } from '@congregacao/shared/auth-messages';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { can, type Permission } from '@congregacao/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, anonymousActor, withSession } from '../lib/actor';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { GenerationCache } from '../lib/generation-cache';
import { cachedSession, type LiveSession, type Session, sessionFinder } from '../modules/identity/sessions/sessions';

const API_PREFIX = '/api';
const MAX_CACHED_SESSIONS = 10_000;

/** An /api route as registered: the route table the authorization tests are generated from. */
export interface ApiRoute {
  method: string;
  url: string;
  /** null for public routes */
  operation: Permission | null;
  /** top-level fields of the body schema, when it is an object */
  bodyFields: string[];
  /** callable by a user who must change their password first */
  beforePasswordChange: boolean;
  /** callable by a user who must enrol a second factor first */
  beforeSecondFactor: boolean;
}

function bodyFieldsOf(schema: unknown): string[] {
  const body = (schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
  return body?.shape ? Object.keys(body.shape) : [];
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space < 0 || header.slice(0, space).toLowerCase() !== 'bearer') return null;
  return header.slice(space + 1) || null;
}

function isPublicPath(url: string): boolean {
  return url === `${API_PREFIX}/docs` || url.startsWith(`${API_PREFIX}/docs/`);
}

/**
 * Sessions and the permissions matrix: every /api route declares `config.operation` (or `config.public`);
 * a route that declares neither stops the server at start. Each call gets its `request.actor` here (lib/actor.ts),
 * loads its session (401 without one) and has the caller's role checked against the matrix (403). Refusals are
 * errors like any other: the error handler records each in the audit log (plugins/errors.ts).
 */
async function authPlugin(app: FastifyInstance) {
  // null only until the onRequest hook below sets it, before any route, service or error handler reads it
  app.decorateRequest('actor', null as unknown as Actor);
  // Sessions already loaded, kept while no change to sessions or users is heard (db/change-feed.ts).
  const sessionCache = new GenerationCache<LiveSession>(app.changes, 'auth', { maxEntries: MAX_CACHED_SESSIONS });
  const findSession = sessionFinder(app.db, app.config, sessionCache);

  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || isPublicPath(route.url)) return;
    const config = route.config as
      | { operation?: Permission; public?: boolean; beforePasswordChange?: boolean; beforeSecondFactor?: boolean }
      | undefined;
    if (!config?.operation && !config?.public) {
      throw new Error(`Route ${route.method} ${route.url} declares neither config.operation nor config.public`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        operation: config.operation ?? null,
        bodyFields: bodyFieldsOf(route.schema),
        beforePasswordChange: config.beforePasswordChange === true,
        beforeSecondFactor: config.beforeSecondFactor === true,
      });
    }
  });

  /**
   * Sets the caller and checks the role. A user who must change their password (first admin, reset password) may
   * only do that, see who they are and sign out; one whose role requires a second factor (MFA_REQUIRED_ROLES) and
   * has none may only enrol one, besides that.
   */
  function admit(request: FastifyRequest, session: Session, done: (error?: Error) => void) {
    request.actor = withSession(request.actor, session);
    const route = request.routeOptions;
    if (session.user.mustChangePassword && !route.config.beforePasswordChange) {
      const audit = { details: { reason: 'must_change_password' } };
      return done(new AppError('PASSWORD_CHANGE_REQUIRED', AUTH_MESSAGES.passwordChangeRequired, {}, audit));
    }
    if (session.user.mustEnrolSecondFactor && !route.config.beforeSecondFactor) {
      const audit = { details: { reason: 'second_factor_required' } };
      return done(new AppError('SECOND_FACTOR_REQUIRED', MFA_MESSAGES.secondFactorRequired, {}, audit));
    }
    const operation = route.config.operation;
    if (!operation || can(session.user.role, operation)) return done();
    done(
      forbidden(AUTH_MESSAGES.forbidden, {
        description: `Acesso recusado a ${request.method} ${route.url} (${operation})`,
        details: { operation },
      }),
    );
  }

  /** 401: the entry says why, never the token. */
  const noSession = (reason: 'no_token' | 'invalid_session') => unauthenticated(undefined, { details: { reason } });

  // A callback hook: a session found in memory admits the call without a promise or a turn of the event loop.
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = anonymousActor(request);
    const route = request.routeOptions;
    if (!route.url?.startsWith(API_PREFIX) || route.config.public || isPublicPath(route.url)) return done();
    const token = bearerToken(request);
    if (!token) return done(noSession('no_token'));
    const cached = cachedSession(app.config, token, sessionCache);
    if (cached) return admit(request, cached, done);
    findSession(token).then(
      (session) => (session ? admit(request, session, done) : done(noSession('invalid_session'))),
      done,
    );
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['change-feed'] });
