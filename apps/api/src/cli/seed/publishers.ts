import type { PublisherRole } from '@congregacao/shared/enums';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { households, publisherAppointments, publishers, serviceGroups, users } from '../../db/schema';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { randomPassword } from '../../lib/tokens';
import {
  CITIES,
  FEMALE_MIDDLE_NAMES,
  FEMALE_NAMES,
  MALE_MIDDLE_NAMES,
  MALE_NAMES,
  STREETS,
  SURNAMES,
} from './demo-names';

export const DEMO_GROUP_COUNT = 6;
const PUBLISHERS_PER_GROUP = 15;

export interface DemoUser {
  username: string;
  password: string;
  displayName: string;
  role: 'Elder' | 'Secretary';
  groupNumber: number | null;
}

/** A small deterministic pseudo-random generator (mulberry32), so every demo database looks the same. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof random>;
type NewPublisher = typeof publishers.$inferInsert;

const pad = (n: number) => String(n).padStart(2, '0');
const dateIn = (rnd: Random, fromYear: number, toYear: number) =>
  `${rnd.int(fromYear, toYear)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`;
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface Person {
  first: string;
  surname: string;
  isMale: boolean;
  birthYear: number;
}

/** One family (2-4 people sharing a surname) or a person living alone. */
function family(rnd: Random, size: number): Person[] {
  const surname = rnd.pick(SURNAMES);
  const parentsYear = rnd.int(1945, 1990);
  return Array.from({ length: size }, (_, i) => {
    const isMale = i === 0 ? rnd.next() < 0.5 : i === 1 ? rnd.next() < 0.3 : rnd.next() < 0.5;
    const birthYear = i < 2 ? parentsYear + rnd.int(-3, 3) : parentsYear + rnd.int(22, 35);
    return {
      first: rnd.pick(isMale ? MALE_NAMES : FEMALE_NAMES),
      surname,
      isMale,
      birthYear: Math.min(birthYear, 2014),
    };
  });
}

function roleOf(rnd: Random, person: Person, isHead: boolean): PublisherRole {
  if (person.birthYear > 2008 && rnd.next() < 0.6) return 'NonBaptized';
  if (!person.isMale) return rnd.next() < 0.05 ? 'NonBaptized' : 'Publisher';
  if (isHead && person.birthYear < 1985 && rnd.next() < 0.45) return 'Elder';
  return rnd.next() < 0.3 ? 'MinServant' : 'Publisher';
}

function publisherOf(rnd: Random, person: Person, role: PublisherRole, address: string): NewPublisher {
  const middleName = rnd.pick(person.isMale ? MALE_MIDDLE_NAMES : FEMALE_MIDDLE_NAMES);
  const middle = rnd.next() < 0.6 && middleName !== person.first ? ` ${middleName}` : '';
  const motherSurname = rnd.pick(SURNAMES.filter((surname) => surname !== person.surname));
  const name = `${person.first}${middle} ${motherSurname} ${person.surname}`;
  const baptised = role !== 'NonBaptized';
  return {
    name,
    displayName: `${person.first} ${person.surname}`,
    role,
    birthDate: dateIn(rnd, person.birthYear, person.birthYear),
    baptismDate: baptised
      ? dateIn(rnd, Math.min(person.birthYear + 12, 2024), Math.min(person.birthYear + 30, 2024))
      : null,
    address,
    postalCode: `29${rnd.int(0, 1)}0-${String(rnd.int(1, 999)).padStart(3, '0')}`,
    city: rnd.pick(CITIES),
    mobile: `9${rnd.pick(['1', '2', '3', '6'])}${rnd.int(1000000, 9999999)}`,
    homePhone: rnd.next() < 0.3 ? `265${rnd.int(100000, 999999)}` : null,
    email: rnd.next() < 0.5 ? `${ascii(person.first)}.${ascii(person.surname)}${rnd.int(1, 99)}@example.pt` : null,
    arrivalCongregation: rnd.next() < 0.7 ? dateIn(rnd, 1995, 2024) : null,
    rgpdDate: dateIn(rnd, 2018, 2024),
  };
}

/** The demo congregation's people: families kept together in one group, an Elder at the head of each group. */
function buildPublishers(rnd: Random, groupIds: number[]) {
  const result: { publisher: NewPublisher; family: string | null }[] = [];
  const familyNames = new Set<string>();
  const displayNames = new Set<string>();
  for (const [index, groupId] of groupIds.entries()) {
    const start = result.length;
    while (result.length - start < PUBLISHERS_PER_GROUP) {
      const size = Math.min(rnd.pick([1, 1, 2, 2, 3, 4]), PUBLISHERS_PER_GROUP - (result.length - start));
      const people = family(rnd, size);
      const street = rnd.pick(STREETS);
      const address = `${street} ${rnd.int(1, 180)}, ${rnd.int(1, 6)}.º ${rnd.pick(['Esq.', 'Dto.', 'A', 'B'])}`;
      let familyName = size > 1 ? `Família ${people[0]!.surname}` : null;
      if (familyName && familyNames.has(familyName)) familyName = `${familyName} (${street})`;
      if (familyName) familyNames.add(familyName);
      for (const [i, person] of people.entries()) {
        // the first person of each group is its overseer: a male Elder
        const isOverseer = result.length === start;
        if (isOverseer)
          Object.assign(person, { isMale: true, first: rnd.pick(MALE_NAMES), birthYear: 1960 + index * 3 });
        // preferred names stay unique across the congregation
        while (displayNames.has(`${person.first} ${person.surname}`)) {
          person.first = rnd.pick(person.isMale ? MALE_NAMES : FEMALE_NAMES);
        }
        displayNames.add(`${person.first} ${person.surname}`);
        const role = isOverseer ? 'Elder' : roleOf(rnd, person, i === 0);
        const publisher = { ...publisherOf(rnd, person, role, address), groupId, groupNumber: index + 1 };
        result.push({ publisher, family: familyName });
      }
    }
  }
  return result;
}

/**
 * Statuses: 4 inactive (no ministry for 6+ months), 3 archived (a death or exit date) and, among the
 * others who are baptised, 10 regular pioneers (returned: they get an appointment).
 */
function assignStatuses(rnd: Random, list: NewPublisher[]): Set<NewPublisher> {
  const shuffled = list.filter((_, i) => i % PUBLISHERS_PER_GROUP !== 0).sort(() => rnd.next() - 0.5);
  const [inactive, archived, rest] = [shuffled.slice(0, 4), shuffled.slice(4, 7), shuffled.slice(7)];
  for (const p of inactive) p.isCurrentlyInactive = true;
  Object.assign(archived[0]!, { deathDate: '2024-11-17', isEnabled: false });
  Object.assign(archived[1]!, { exitCongregationDate: '2025-02-01', isEnabled: false });
  Object.assign(archived[2]!, { exitCongregationDate: '2025-06-15', isEnabled: false });
  return new Set(rest.filter((p) => p.role !== 'NonBaptized').slice(0, 10));
}

async function ensureGroups(tx: Tx): Promise<number[]> {
  const numbers = Array.from({ length: DEMO_GROUP_COUNT }, (_, i) => i + 1);
  await tx
    .insert(serviceGroups)
    .values(numbers.map((groupNumber) => ({ groupNumber })))
    .onConflictDoNothing();
  const rows = await tx.select().from(serviceGroups).where(inArray(serviceGroups.groupNumber, numbers));
  return numbers.map((n) => rows.find((g) => g.groupNumber === n)!.id);
}

async function insertHouseholds(tx: Tx, names: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  if (!unique.length) return new Map();
  const rows = await tx
    .insert(households)
    .values(unique.map((name) => ({ name })))
    .returning();
  return new Map(rows.map((h) => [h.name, h.id]));
}

function uniqueUsername(displayName: string, taken: Set<string>): string {
  const base = ascii(displayName).replace(/[^a-z0-9]+/g, '_');
  let username = base;
  for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
  taken.add(username);
  return username;
}

/** One Elder user per group (its overseer) and a secretary, each with a fresh random password. */
async function insertUsers(tx: Tx, overseers: NewPublisher[]): Promise<DemoUser[]> {
  const taken = new Set<string>();
  const demoUsers: (DemoUser & { groupId: number | null })[] = overseers.map((p) => ({
    username: uniqueUsername(p.displayName!, taken),
    password: randomPassword(),
    displayName: p.displayName!,
    role: 'Elder',
    groupId: p.groupId!,
    groupNumber: p.groupNumber!,
  }));
  demoUsers.push({
    username: 'secretario',
    password: randomPassword(),
    displayName: 'Secretário da Congregação',
    role: 'Secretary',
    groupId: null,
    groupNumber: null,
  });
  const names = demoUsers.map((u) => u.username);
  const existing = await tx.select({ username: users.username }).from(users).where(inArray(users.username, names));
  if (existing.length) throw new Error(`Users already exist: ${existing.map((u) => u.username).join(', ')}`);
  for (const user of demoUsers) {
    const { username, displayName, role, groupId } = user;
    await tx
      .insert(users)
      .values({ username, displayName, role, groupId, passwordHash: await hashPassword(user.password) });
  }
  return demoUsers.map(({ groupId: _groupId, ...user }) => user);
}

/**
 * Fills an empty database with a demo congregation: 6 groups, 90 publishers in families and households,
 * regular pioneers, some inactive and archived publishers, a group overseer user per group and a secretary.
 * Refuses (throws) when publishers already exist. Returns the created users with their passwords.
 */
export async function seedDemoPublishers(db: Database): Promise<DemoUser[]> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(publishers);
    if (existing?.n) throw new Error(`The database already has ${existing.n} publishers; the demo needs an empty one.`);
    const rnd = random(20_240_901);
    const groupIds = await ensureGroups(tx);
    const people = buildPublishers(rnd, groupIds);
    const list = people.map((p) => p.publisher);
    const regularPioneers = assignStatuses(rnd, list);
    const householdIds = await insertHouseholds(
      tx,
      people.flatMap((p) => (p.family ? [p.family] : [])),
    );
    for (const person of people) person.publisher.householdId = person.family ? householdIds.get(person.family) : null;
    const inserted = await tx.insert(publishers).values(list).returning({ id: publishers.id });
    // What the API records for the spec's `regularPioneer: true` and the roles: appointments without dates (ADR 019)
    const appointments = list.flatMap((p, i) => {
      const publisherId = inserted[i]!.id;
      const kinds = [
        regularPioneers.has(p) ? 'RegularPioneer' : null,
        p.role === 'Elder' || p.role === 'MinServant' ? p.role : null,
      ];
      return kinds.flatMap((kind) => (kind ? [{ publisherId, kind }] : []));
    });
    if (appointments.length) await tx.insert(publisherAppointments).values(appointments);
    const overseers = list.filter((_, i) => i % PUBLISHERS_PER_GROUP === 0);
    const demoUsers = await insertUsers(tx, overseers);
    await recordAudit(tx, SYSTEM_ACTOR, {
      eventType: 'DATA_IMPORT',
      description: `Dados de demonstração: ${groupIds.length} grupos, ${list.length} publicadores, ${householdIds.size} agregados`,
      resource: 'demo',
      details: { groups: groupIds.length, publishers: list.length, households: householdIds.size },
    });
    return demoUsers;
  });
}

export async function countPublishers(db: Database, isEnabled?: boolean): Promise<number> {
  const query = db.select({ n: count() }).from(publishers);
  const [row] = await (isEnabled === undefined ? query : query.where(eq(publishers.isEnabled, isEnabled)));
  return row?.n ?? 0;
}
