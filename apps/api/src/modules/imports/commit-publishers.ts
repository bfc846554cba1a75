import { type Appointment, today } from '@congregacao/shared/appointments';
import type { Publisher } from '@congregacao/shared/contracts/publishers';
import type { PublisherRole } from '@congregacao/shared/enums';
import { foldText } from '@congregacao/shared/import-columns';
import { asc, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { households, publisherAppointments, publishers, serviceGroups } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { groupBy } from '../../lib/group-by';
import type { PublisherChange } from '../activities/late-publisher-report';
import { appointmentsByPublisher, fromLegacyFlags } from '../publishers/appointments';
import { afterPublishersSaved } from '../publishers/archiving';
import { type PublisherRow, toPublisher } from '../publishers/repository';
import { isArchivedByDate } from '../publishers/service';
import type { PublisherPlan, PublisherValues } from './publisher-plan';
import type { ImportState } from './repository';

type NewPublisher = typeof publishers.$inferInsert;

/** Group numbers and household names to ids, creating those the plan lists. */
async function createGroupsAndHouseholds(tx: Tx, plan: PublisherPlan, state: ImportState) {
  const groupIds = new Map(state.groups.map((g) => [g.groupNumber, g.id]));
  const householdIds = new Map<string, number>();
  for (const h of [...state.households].reverse()) householdIds.set(foldText(h.name), h.id);
  if (plan.newGroups.length > 0) {
    const created = await tx
      .insert(serviceGroups)
      .values(plan.newGroups.map((groupNumber) => ({ groupNumber })))
      .returning();
    for (const g of created) groupIds.set(g.groupNumber, g.id);
  }
  if (plan.newHouseholds.length > 0) {
    const created = await tx
      .insert(households)
      .values(plan.newHouseholds.map((name) => ({ name })))
      .returning();
    for (const h of created) householdIds.set(foldText(h.name), h.id);
  }
  return { groupIds, householdIds };
}

/** The columns of a row as publisher fields: group number and household name resolved to ids. */
function fieldsOf(values: PublisherValues, ids: Awaited<ReturnType<typeof createGroupsAndHouseholds>>) {
  const { household, groupNumber, regularPioneer: _inTheAppointments, ...fields } = values;
  const resolved: Partial<NewPublisher> = { ...(fields as Partial<NewPublisher>) };
  if (groupNumber !== undefined) {
    resolved.groupNumber = groupNumber as number;
    resolved.groupId = ids.groupIds.get(groupNumber as number) ?? null;
  }
  if (household !== undefined) {
    resolved.householdId = typeof household === 'string' ? (ids.householdIds.get(foldText(household)) ?? null) : null;
  }
  return resolved;
}

/** Archiving by a newly set death or exit date, as the publisher form does (publishers/service.ts). */
function withArchiveRule(next: Partial<NewPublisher>, previous: Publisher | null): Partial<NewPublisher> {
  const merged = { ...(previous ?? {}), ...next } as Publisher;
  return isArchivedByDate(merged, previous) ? { ...next, isEnabled: false } : next;
}

/**
 * The appointments a row's 'Função' and 'Pioneiro Regular' columns ask for, applied as the publisher form applies the
 * spec's flags (publishers/appointments.ts); a column the file does not have changes nothing.
 */
function appointmentsOf(values: PublisherValues, current: readonly Appointment[]): Appointment[] {
  const role = values.role as PublisherRole | undefined;
  const byRole = (kind: PublisherRole) => (role === undefined ? undefined : role === kind);
  return fromLegacyFlags(
    current,
    {
      Elder: byRole('Elder'),
      MinServant: byRole('MinServant'),
      RegularPioneer: values.regularPioneer as boolean | undefined,
      SpecialPioneer: undefined,
      FieldMissionary: undefined,
    },
    today(),
  );
}

const COLUMNS = getTableColumns(publishers);
type ColumnKey = keyof typeof COLUMNS;
const UPDATE_CHUNK = 1000;

/** The column's type without a length: a cast to varchar(n) would cut a longer value, an assignment refuses it. */
const baseType = (k: ColumnKey) => COLUMNS[k].getSQLType().replace(/\(\d+\)$/, '');

/** Rows as one jsonb parameter read back as a typed record set `v` (columns `id` and `keys`). */
function recordSet(keys: readonly ColumnKey[], rows: readonly { id: number; fields: Partial<NewPublisher> }[]): SQL {
  const json = rows.map(({ id, fields }) => [id, ...keys.map((k) => fields[k] ?? null)]);
  const columns = keys.map(
    (k, i) => sql`(e->>${sql.raw(String(i + 1))})::${sql.raw(baseType(k))} as ${sql.identifier(COLUMNS[k].name)}`,
  );
  return sql`(select (e->>0)::int as id, ${sql.join(columns, sql`, `)}
    from jsonb_array_elements(${JSON.stringify(json)}::jsonb) as e) as v`;
}

type RowWrite = { id: number; fields: Partial<NewPublisher> };

/**
 * The rows as one INSERT … SELECT or UPDATE … FROM per set of columns (each file gives one, the archive rule a
 * second) and 1,000 rows, where building a 30-parameter-per-row VALUES list cost as much as the insert, and a
 * statement per updated row made a 5,000-row commit take ~9 s (bench). New rows come with ids already drawn from the
 * sequence. Returns the rows as written, by id.
 */
async function writePublishers(tx: Tx, statement: 'insert' | 'update', writes: RowWrite[]) {
  const bySet = groupBy(writes, (w) =>
    (Object.keys(w.fields) as ColumnKey[])
      .filter((k) => k in COLUMNS && w.fields[k] !== undefined)
      .sort()
      .join(','),
  );
  for (const [joinedKeys, group] of bySet) {
    const keys = (joinedKeys ? joinedKeys.split(',') : []) as ColumnKey[];
    const names = keys.map((k) => sql.identifier(COLUMNS[k].name));
    for (let i = 0; i < group.length; i += UPDATE_CHUNK) {
      const from = recordSet(keys, group.slice(i, i + UPDATE_CHUNK));
      if (statement === 'insert') {
        const columns = sql.join([sql`id`, ...names], sql`, `);
        const values = sql.join([sql`v.id`, ...names.map((n) => sql`v.${n}`)], sql`, `);
        await tx.execute(sql`insert into ${publishers} (${columns}) select ${values} from ${from}`);
      } else {
        const set = [...names.map((n) => sql`${n} = v.${n}`), sql`version = p.version + 1`, sql`updated_at = now()`];
        await tx.execute(sql`update ${publishers} p set ${sql.join(set, sql`, `)} from ${from} where p.id = v.id`);
      }
    }
  }
  const ids = writes.map((w) => w.id);
  const rows = ids.length
    ? await tx.select().from(publishers).where(inArray(publishers.id, ids)).orderBy(asc(publishers.id))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** `n` new publisher ids from the table's sequence. */
async function newPublisherIds(tx: Tx, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('publishers', 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return result.rows.map((r) => r.id);
}

/** Each publisher's appointments as listed, one INSERT per 1,000 rows (`replace`: those they had go first). */
async function writeAppointments(tx: Tx, lists: Map<number, Appointment[]>, replace: boolean) {
  if (lists.size === 0) return;
  if (replace) {
    await tx.delete(publisherAppointments).where(inArray(publisherAppointments.publisherId, [...lists.keys()]));
  }
  const rows = [...lists].flatMap(([publisherId, list]) => list.map((a) => ({ ...a, publisherId })));
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    await tx.insert(publisherAppointments).values(rows.slice(i, i + UPDATE_CHUNK));
  }
}

export interface CommitCounts {
  created: number;
  updated: number;
  groupsCreated: number;
  householdsCreated: number;
  createdIds: number[];
  updatedIds: number[];
}

/**
 * Writes a plan in the caller's transaction (the state was checked unchanged and is locked by the caller); what
 * follows the save is the publisher form's (`afterPublishersSaved`): returns the counts and the unlinked accounts.
 */
export async function commitPublisherPlan(tx: Tx, actor: Actor, plan: PublisherPlan, state: ImportState) {
  const ids = await createGroupsAndHouseholds(tx, plan, state);
  const byId = new Map<number, PublisherRow>(state.publishers.map((p) => [p.id, p]));
  const counts: CommitCounts = {
    created: 0,
    updated: 0,
    groupsCreated: plan.newGroups.length,
    householdsCreated: plan.newHouseholds.length,
    createdIds: [],
    updatedIds: [],
  };
  const joined: PublisherChange[] = [];
  const creates = plan.rows.filter((r) => r.publisherId === null);
  const newIds = await newPublisherIds(tx, creates.length);
  const inserts = creates.map((r, i) => ({ id: newIds[i]!, fields: withArchiveRule(fieldsOf(r.values, ids), null) }));
  const created = await writePublishers(tx, 'insert', inserts);
  await writeAppointments(tx, new Map(creates.map((r, i) => [newIds[i]!, appointmentsOf(r.values, [])])), false);
  for (const { id } of inserts) {
    counts.createdIds.push(id);
    joined.push({ before: null, after: toPublisher(created.get(id)!) });
  }
  const updates = plan.rows.filter((row) => row.publisherId !== null);
  const currentAppointments = await appointmentsByPublisher(
    tx,
    updates.map((r) => r.publisherId!),
  );
  const changedAppointments = new Map<number, Appointment[]>();
  const writes = updates.map((r) => {
    const id = r.publisherId!;
    const current = currentAppointments.get(id) ?? [];
    const next = appointmentsOf(r.values, current);
    if (JSON.stringify(next) !== JSON.stringify(current)) changedAppointments.set(id, next);
    const previous = toPublisher(byId.get(id)!);
    return { id, previous, fields: withArchiveRule(fieldsOf(r.values, ids), previous) };
  });
  await writeAppointments(tx, changedAppointments, true);
  const written = await writePublishers(tx, 'update', writes);
  for (const { id, previous } of writes) {
    counts.updatedIds.push(id);
    joined.push({ before: previous, after: toPublisher(written.get(id)!) });
  }
  const unlinkedAccounts = await afterPublishersSaved(tx, actor, joined);
  counts.created = counts.createdIds.length;
  counts.updated = counts.updatedIds.length;
  return { counts, unlinkedAccounts };
}
