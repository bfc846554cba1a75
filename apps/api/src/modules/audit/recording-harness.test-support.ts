import type { AuditEventType, AuditSeverity } from '@congregacao/shared/enums';
import { gt, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLogs } from '../../db/schema';
import { createTestApp, seedGroup, signedIn, TEST_PASSWORD, type TestApp } from '../../test/app.test-support';

type SignedInUser = Awaited<ReturnType<typeof signedIn>>;

/** What every case can use: the app and three signed-in staff users (the Elder oversees group 600). */
export interface World {
  t: TestApp;
  admin: SignedInUser;
  secretary: SignedInUser;
  elder: SignedInUser;
  groupId: number;
  groupNumber: number;
}

export async function createWorld(): Promise<World> {
  const t = await createTestApp();
  const groupNumber = 600;
  const groupId = await seedGroup(t.db, groupNumber);
  return {
    t,
    groupId,
    groupNumber,
    admin: await signedIn(t, 'Admin'),
    secretary: await signedIn(t, 'Secretary'),
    elder: await signedIn(t, 'Elder', { groupId }),
  };
}

type Values = Record<string, unknown>;

export interface ExpectedEntry {
  eventType: AuditEventType;
  severity: AuditSeverity;
  resource: string;
  /** Who the entry names: a World actor, a username, or null for "System" (no user). */
  by: 'admin' | 'secretary' | 'elder' | { username: string } | null;
  /** Fields the old/new values must contain (null: no values recorded; undefined: not checked). */
  oldValues?: Values | null;
  newValues?: Values | null;
}

/** An expected entry in one line: what, how severe, on what, by whom, and the values it must hold. */
export function entry(
  eventType: AuditEventType,
  severity: AuditSeverity,
  resource: string,
  by: ExpectedEntry['by'],
  oldValues?: Values | null,
  newValues?: Values | null,
): ExpectedEntry {
  return { eventType, severity, resource, by, oldValues, newValues };
}

/**
 * One write of one module: `arrange` prepares data (its audit entries are not counted), `act` performs the
 * write through the API, and the write must leave exactly the `expected` entries. Adding a module's write to
 * the audit coverage is adding one of these to the table in recording.test.ts.
 */
export interface WriteCase<C> {
  name: string;
  arrange?: (w: World) => Promise<C>;
  act: (w: World, c: C) => Promise<LightMyRequestResponse>;
  status?: number;
  /** Values that must not appear anywhere in the entry (passwords, codes sent by the case). */
  secrets?: (c: C) => string[];
  /** The entry the write leaves; a list only where one write deliberately records one entry per kind of change. */
  expected: ExpectedEntry | ExpectedEntry[] | ((c: C) => ExpectedEntry);
}

/** A row of the table, whatever its arrange result. */
export interface RecordingCase {
  name: string;
  run(w: World): Promise<void>;
}

/** Declares a row; `arrange`'s result is typed for `act`, `expected` and `secrets`. */
export function write<C = Values>(c: WriteCase<C>): RecordingCase {
  return { name: c.name, run: (w) => runCase(w, c) };
}

const SECRET_KEY =
  /^(password|passwordHash|currentPassword|newPassword|token|accessToken|tokenHash|code|codeHash|confirmationCode|credential)$/i;

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

function usernameOf(w: World, by: ExpectedEntry['by']): string | null {
  if (by === null) return null;
  return typeof by === 'string' ? w[by].username : by.username;
}

async function lastId(w: World): Promise<number> {
  const [row] = await w.t.db.select({ id: max(auditLogs.id) }).from(auditLogs);
  return row?.id ?? 0;
}

async function runCase<C>(w: World, c: WriteCase<C>): Promise<void> {
  const context = c.arrange ? await c.arrange(w) : ({} as C);
  const since = await lastId(w);
  const res = await c.act(w, context);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(c.status ?? 200);
  const entries = await w.t.db.select().from(auditLogs).where(gt(auditLogs.id, since)).orderBy(auditLogs.id);
  const expected = typeof c.expected === 'function' ? c.expected(context) : c.expected;
  const expectedList = Array.isArray(expected) ? expected : [expected];
  expect(
    entries.map((e) => e.eventType),
    'exactly the expected entries',
  ).toEqual(expectedList.map((e) => e.eventType));
  for (const [i, entry] of entries.entries()) checkEntry(w, entry, expectedList[i]!, [...(c.secrets?.(context) ?? [])]);
}

function checkEntry(w: World, entry: typeof auditLogs.$inferSelect, expected: ExpectedEntry, secrets: string[]) {
  expect(entry.severity).toBe(expected.severity);
  expect(entry.resource).toBe(expected.resource);
  expect(entry.userUsername).toBe(usernameOf(w, expected.by));
  expect(entry.userRole === null).toBe(expected.by === null);
  expect(entry.ipAddress).toBe('127.0.0.1');
  expect(entry.description.length).toBeGreaterThan(0);
  for (const [key, want] of [
    ['oldValues', expected.oldValues],
    ['newValues', expected.newValues],
  ] as const) {
    if (want === null) expect(entry[key], key).toBeNull();
    else if (want) expect(entry[key], key).toMatchObject(want);
  }
  const recorded = [entry.details, entry.oldValues, entry.newValues];
  expect(keysOf(recorded).filter((k) => SECRET_KEY.test(k))).toEqual([]);
  const text = JSON.stringify(entry);
  for (const secret of [TEST_PASSWORD, ...secrets]) expect(text).not.toContain(secret);
}
