import { BODY_LIMIT_BYTES } from '@congregacao/shared/limits';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { OneLinePerRequest, REDACTED_URLS } from './lib/request-log';
import { createPushSender, type PushSender } from './lib/web-push';
import activitiesRoutes from './modules/activities/routes';
import attendanceRoutes from './modules/attendance/routes';
import auditRoutes from './modules/audit/routes';
import congregationReportRoutes from './modules/congregation-report/routes';
import delegatesRoutes from './modules/delegates/routes';
import filesRoutes from './modules/files/routes';
import groupsRoutes from './modules/groups/routes';
import healthRoutes from './modules/health/routes';
import historyRoutes from './modules/history/routes';
import usersRoutes from './modules/identity/accounts/routes';
import passkeyRoutes from './modules/identity/factors/passkey-routes';
import mfaRoutes from './modules/identity/factors/totp-routes';
import passwordResetRoutes from './modules/identity/password-reset/routes';
import sessionRoutes from './modules/identity/sessions/session-routes';
import googleRoutes from './modules/identity/sign-in/google-routes';
import passkeySignInRoutes from './modules/identity/sign-in/passkey-routes';
import authRoutes from './modules/identity/sign-in/password-routes';
import secondStepRoutes from './modules/identity/sign-in/second-step-routes';
import importsRoutes from './modules/imports/routes';
import invitationsRoutes from './modules/invitations/routes';
import meRoutes from './modules/me/routes';
import personalDataRoutes from './modules/personal-data/routes';
import pioneerYearRoutes from './modules/pioneer-year/routes';
import publishersRoutes from './modules/publishers/routes';
import remindersRoutes from './modules/reminders/routes';
import reportsRoutes from './modules/reports/routes';
import transfersRoutes from './modules/transfers/routes';
import authPlugin from './plugins/auth';
import changeFeedPlugin from './plugins/change-feed';
import compressionPlugin from './plugins/compression';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import languagePlugin from './plugins/language';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import storedTextPlugin from './plugins/stored-text';
import validationPlugin from './plugins/validation';
import webPlugin from './plugins/web';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  mailer?: Mailer;
  /** Web Push (issue 36); tests pass one whose TLS trusts their loopback receiver */
  push?: PushSender;
  /** pino options (level, stream) or false; tests pass false. URLs lose their secrets whatever is passed. */
  logger?: false | (pino.LoggerOptions & { stream?: pino.DestinationStream });
}

const API_MODULES = [
  healthRoutes,
  authRoutes,
  googleRoutes,
  usersRoutes,
  publishersRoutes,
  groupsRoutes,
  activitiesRoutes,
  reportsRoutes,
  historyRoutes,
  filesRoutes,
  auditRoutes,
  attendanceRoutes,
  congregationReportRoutes,
  invitationsRoutes,
  meRoutes,
  pioneerYearRoutes,
  importsRoutes,
  transfersRoutes,
  personalDataRoutes,
  sessionRoutes,
  secondStepRoutes,
  mfaRoutes,
  passkeySignInRoutes,
  passkeyRoutes,
  passwordResetRoutes,
  delegatesRoutes,
  remindersRoutes,
];

/** Builds the whole application (API + web app) without listening; tests call `inject()` on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Asynchronous log writes: under load, lines written while one write is under way go out together.
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...deps.logger,
            stream: deps.logger?.stream ?? pino.destination({ sync: false }),
            ...REDACTED_URLS,
          },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    // One reverse proxy: trust only the direct peer, so the client is the address the proxy appended (the last
    // X-Forwarded-For entry), never one the client wrote itself in front (`true` would let it pick any address).
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop === 0 : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestTimeout: 60_000,
  });
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('pool', deps.pool);
  app.decorate('push', deps.push ?? createPushSender(config));
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  app.decorate('mailer', mailer);
  // only the mailer made here: one passed in belongs to its caller
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close?.());

  // first: every later hook, route and error handler reads its messages in the request's language
  await app.register(languagePlugin);
  await app.register(validationPlugin);
  await app.register(rateLimitPlugin);
  await app.register(errorsPlugin);
  await app.register(storedTextPlugin);
  await app.register(securityPlugin);
  await app.register(changeFeedPlugin);
  await app.register(compressionPlugin);
  await app.register(authPlugin);
  await app.register(docsPlugin);
  for (const routes of API_MODULES) await app.register(routes, { prefix: '/api' });
  await app.register(webPlugin);
  return app;
}
