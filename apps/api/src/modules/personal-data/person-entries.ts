import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { RESOURCE_SUBJECTS, resourceSubject, type SubjectKind, subject } from '../../lib/audit';

export type AuditRow = typeof auditLogs.$inferSelect;

/**
 * A person as the audit log knows them (ADR 035): their publisher id, their reports' ids and, when its entries are
 * theirs, their user account's id. Never their name: two people may share one.
 */
export interface Person {
  publisherId: number;
  reportIds: readonly number[];
  userId: number | null;
}

/** The lists of ids in `details` that entries wrote before `subjects` (and still write). */
const ID_LISTS: Record<string, SubjectKind> = {
  publisherIds: 'publisher',
  createdIds: 'publisher',
  updatedIds: 'publisher',
  auxiliaryPublisherIds: 'publisher',
  reportIds: 'report',
};

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isId) : []);

const personSubjects = new WeakMap<Person, ReadonlySet<string>>();

/** The person's subjects, as entries record them (worked out once per person). */
export function subjectsOfPerson(person: Person): ReadonlySet<string> {
  let subjects = personSubjects.get(person);
  if (!subjects) {
    subjects = new Set([
      subject('publisher', person.publisherId),
      ...person.reportIds.map((id) => subject('report', id)),
      ...(person.userId === null ? [] : [subject('user', person.userId)]),
    ]);
    personSubjects.set(person, subjects);
  }
  return subjects;
}

/**
 * Every subject an entry names: those it records and, for entries written before `subjects` existed, the ids it
 * holds — its resource, `details.publisherId` / `userId`, the id lists of `details`, the `publisherId` of its values
 * and each report of a save of several (`reports[].id` and `.publisherId` of its values).
 */
export function subjectsOfEntry(entry: AuditRow): Set<string> {
  const found = new Set(entry.subjects);
  const add = (kind: SubjectKind, id: unknown) => {
    if (isId(id)) found.add(subject(kind, id));
  };
  const fromResource = resourceSubject(entry.resource, entry.resourceId);
  if (fromResource) found.add(fromResource);
  const details = isRecord(entry.details) ? entry.details : {};
  add('publisher', details.publisherId);
  add('user', details.userId);
  for (const [key, kind] of Object.entries(ID_LISTS)) for (const id of idsIn(details[key])) add(kind, id);
  for (const values of [entry.oldValues, entry.newValues]) {
    if (!isRecord(values)) continue;
    add('publisher', values.publisherId);
    const reports = Array.isArray(values.reports) ? values.reports : [];
    for (const report of reports.filter(isRecord)) {
      add('report', report.id);
      add('publisher', report.publisherId);
    }
  }
  return found;
}

/**
 * The entries that may be the person's, found in SQL by the same identifiers `subjectsOfEntry` reads (an index
 * serves `subjects`; the rest is for entries older than it). `isAboutPerson` decides each.
 */
export function mayBeAboutPerson(person: Person): SQL {
  const mine = [...subjectsOfPerson(person)];
  const idsOf = (kind: SubjectKind) =>
    mine.filter((s) => s.startsWith(`${kind}:`)).map((s) => s.slice(kind.length + 1));
  const conditions: (SQL | undefined)[] = [sql`${auditLogs.subjects} && ${sql.param(mine)}::text[]`];
  for (const [resource, kind] of Object.entries(RESOURCE_SUBJECTS)) {
    const ids = idsOf(kind);
    if (ids.length > 0) {
      conditions.push(
        and(eq(auditLogs.resource, resource), sql`${auditLogs.resourceId} = any(${sql.param(ids)}::text[])`),
      );
    }
  }
  conditions.push(sql`${auditLogs.details}->>'publisherId' = ${String(person.publisherId)}`);
  for (const [key, kind] of Object.entries(ID_LISTS)) {
    const lists = idsOf(kind).map((id) => `[${id}]`);
    if (lists.length > 0) conditions.push(sql`${auditLogs.details}->${key} @> any(${sql.param(lists)}::jsonb[])`);
  }
  for (const values of [auditLogs.oldValues, auditLogs.newValues]) {
    conditions.push(sql`${values}->>'publisherId' = ${String(person.publisherId)}`);
    conditions.push(sql`${values}->'reports' @> ${JSON.stringify([{ publisherId: person.publisherId }])}::jsonb`);
  }
  if (person.userId !== null) {
    conditions.push(eq(auditLogs.userId, person.userId));
    conditions.push(sql`${auditLogs.details}->>'userId' = ${String(person.userId)}`);
  }
  return or(...conditions)!;
}

/** How an entry relates to the person: all of it theirs, part of it (one of several it names), or none. */
export type Share = 'whole' | 'part' | 'none';

/**
 * 'whole' when every subject the entry names is the person's (or it names none and their account made it), 'part'
 * when it names them among others, else 'none' (an entry their account made about other people).
 */
export function shareOf(entry: AuditRow, person: Person): Share {
  const mine = subjectsOfPerson(person);
  const subjects = [...subjectsOfEntry(entry)];
  if (subjects.length === 0) return person.userId !== null && entry.userId === person.userId ? 'whole' : 'none';
  if (subjects.every((s) => mine.has(s))) return 'whole';
  return subjects.some((s) => mine.has(s)) ? 'part' : 'none';
}

/** Whose a node of an entry's values is: an object with a `publisherId` is that publisher's; else its parent's. */
export type Owner = 'person' | 'other' | 'shared';

export function ownerOf(node: Record<string, unknown>, person: Person, inherited: Owner): Owner {
  if (!isId(node.publisherId)) return inherited;
  return node.publisherId === person.publisherId ? 'person' : 'other';
}

const DROP = Symbol('drop');

/** The person's part of a value: other people's objects left out, id lists cut to the person's ids. */
function partOf(value: unknown, person: Person, owner: Owner): unknown {
  if (Array.isArray(value)) return value.map((v) => partOf(v, person, owner)).filter((v) => v !== DROP);
  if (!isRecord(value)) return owner === 'other' ? DROP : value;
  const own = ownerOf(value, person, owner);
  if (own === 'other') return DROP;
  const mine = subjectsOfPerson(person);
  const kept: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const kind = ID_LISTS[key];
    const part =
      kind && Array.isArray(v) ? v.filter((id) => mine.has(subject(kind, String(id)))) : partOf(v, person, own);
    if (part !== DROP) kept[key] = part;
  }
  return kept;
}

/** An entry as the person's access copy shows it: whole when it is all theirs, else their part of it. */
export function copyOfEntry(entry: AuditRow, person: Person): AuditRow {
  const owner: Owner = shareOf(entry, person) === 'whole' ? 'person' : 'shared';
  const part = (value: unknown) => (value === null ? null : (partOf(value, person, owner) as Record<string, unknown>));
  const mine = subjectsOfPerson(person);
  return {
    ...entry,
    subjects: entry.subjects.filter((s) => mine.has(s)),
    details: part(entry.details),
    oldValues: part(entry.oldValues),
    newValues: part(entry.newValues),
  };
}
