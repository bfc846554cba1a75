import { bigint, boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's passkeys (WebAuthn credentials, issue 25 point 2): the public key only; the private one never leaves the device. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the credential id, base64url */
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    /** the COSE public key, base64url */
    publicKey: varchar('public_key', { length: 4000 }).notNull(),
    /** the authenticator's signature counter: an assertion must raise it (0 = the authenticator keeps none) */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** WebAuthn's user.id given to the authenticator for this account (random, the same for all its passkeys) */
    userHandle: varchar('user_handle', { length: 100 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges given out and not yet used: stored as SHA-256, single use (deleted when an answer names them),
 * five minutes. A registration's belongs to the signed-in user; a sign-in's to nobody yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    challengeHash: varchar('challenge_hash', { length: 64 }).notNull().unique(),
    /** 'register' or 'sign-in' */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** a registration's: the WebAuthn user.id the options gave the authenticator, stored with the new passkey */
    userHandle: varchar('user_handle', { length: 100 }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
