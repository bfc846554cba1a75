import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's TOTP factor: pending until confirmed with a code; the secret sealed with AES-256-GCM (lib/secret-box.ts). */
export const totpFactors = pgTable('mfa_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: at('confirmed_at'),
  /** the last 30-second step accepted: a code of that step or an earlier one is a replay */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 (they are random, 50 bits each). */
export const recoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: at('used_at'),
  },
  (t) => [unique('mfa_recovery_codes_user_code').on(t.userId, t.codeHash)],
);

/** The second step of a sign-in: the `mfaToken` (stored as SHA-256), short-lived, single use, five wrong codes. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: requiredRef('user_id', () => users.id),
    /** the first factor that was passed: password or google */
    method: varchar('method', { length: 20 }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId)],
);
