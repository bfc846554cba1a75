import path from 'node:path';
import { USER_ROLES } from '@congregacao/shared/enums';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(65535)
    .refine((p) => p !== 5432, 'must not be 5432 (the system PostgreSQL port)')
    .default(54329),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Congregação <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  REDIS_URL: optionalUrl,
  TRUST_PROXY: booleanFromEnv.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Only for automated tests and first-run scripting: the first admin's password instead of a random one. */
  INITIAL_ADMIN_PASSWORD: z.string().min(6).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_DAILY: booleanFromEnv.default(false),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** Years after an archived publisher's exit or death date before they are listed to erase; 0 = off (issue 24). */
  RETENTION_YEARS: z.coerce.number().int().min(0).max(100).default(0),
  /** The day of the month publishers who have not answered are reminded by themselves; unset = off (issue 36). */
  REMINDER_DAY: z.coerce.number().int().min(1).max(28).optional(),
  /** AES-256-GCM key for second-factor secrets: 32 bytes as base64 or 64 hex digits (unset: a key file in DATA_DIR). */
  MFA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => keyBytes(v) !== null, 'must be 32 bytes as base64 or 64 hexadecimal digits')
    .optional(),
  /** Roles that must sign in with a second factor (comma-separated, e.g. "Admin,Secretary"); empty: nobody. */
  MFA_REQUIRED_ROLES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(USER_ROLES))),
  /**
   * The address people open the app at (e.g. https://congregacao.example.org): invitation links point at it, passkeys
   * are bound to its host name and accepted only from its origin. Unset: links point at the address the server prints
   * at start, passkeys follow each request's Host (ADR 027, ADR 036).
   */
  PUBLIC_URL: z
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must be an http(s) address')
    .optional(),
  /** The passkeys' relying-party id when it is not PUBLIC_URL's host name (a parent domain of it). */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name such as example.org')
    .optional(),
});

/** The 32 bytes of an AES-256 key written as base64 or hex, or null when it is neither. */
export function keyBytes(text: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /** Where links the server hands out point (an invitation's): computed once here, never from a request (ADR 036). */
  publicOrigin: string;
};

/** Addresses that mean "this machine": the server says it runs at localhost when it listens on one of them. */
const THIS_MACHINE = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/** The address the server prints at start for a host and port it listens on. */
export function listeningUrl(host: string, port: number): string {
  const name = THIS_MACHINE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export class ConfigError extends Error {}

/** The only reader of process.env. A bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PUBLIC_URL, HOST, PORT } = parsed.data;
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicOrigin: PUBLIC_URL ? new URL(PUBLIC_URL).origin : listeningUrl(HOST, PORT),
  };
}
