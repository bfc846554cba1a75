import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { type AuditRow, mayBeAboutPerson, type Owner, ownerOf, type Person, shareOf } from './person-entries';

/** What an erasure takes out of the audit log (ADR 035). */
export interface EntryErasure {
  person: Person;
  /** keys whose values are personal wherever they sit in the person's part of an entry */
  personalKeys: ReadonlySet<string>;
  /** the person's names and contacts (and their deleted account's), replaced by `label` in the text left */
  texts: readonly string[];
  /** their deleted account's username and display name, replaced in the descriptions of entries it made */
  accountTexts: readonly string[];
  label: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each text where it stands as a whole (not inside a longer word), longest first. */
function replacer(texts: readonly string[], label: string): (text: string) => string {
  const list = [...new Set(texts.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (list.length === 0) return (text) => text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return (text) => text.replace(pattern, label);
}

type Scrubbed = Pick<
  AuditRow,
  'id' | 'description' | 'details' | 'oldValues' | 'newValues' | 'userUsername' | 'userDisplayName'
>;

const scrubbedFields = (e: Scrubbed): Scrubbed => ({
  id: e.id,
  description: e.description,
  details: e.details,
  oldValues: e.oldValues,
  newValues: e.newValues,
  userUsername: e.userUsername,
  userDisplayName: e.userDisplayName,
});

/**
 * The entry without the person's values: in the nodes that are theirs (all of an entry only about them; in an entry
 * about several, the objects with their `publisherId`), the personal keys go and their names become the label, as in
 * the description of any entry about them (the writers keep names out of descriptions about several publishers);
 * everyone else's values stay. Entries their deleted account made lose its name. Null when nothing changes.
 */
export function entryScrubber(erasure: EntryErasure): (entry: AuditRow) => Scrubbed | null {
  const { person, personalKeys } = erasure;
  const replace = replacer(erasure.texts, erasure.label);
  const replaceAccount = replacer(erasure.accountTexts, erasure.label);
  const scrub = (value: unknown, owner: Owner): unknown => {
    if (Array.isArray(value)) return value.map((v) => scrub(v, owner));
    if (typeof value === 'string') return owner === 'person' ? replace(value) : value;
    if (typeof value !== 'object' || value === null) return value;
    const own = ownerOf(value as Record<string, unknown>, person, owner);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => own !== 'person' || !personalKeys.has(key))
        .map(([key, v]) => [key, scrub(v, own)]),
    );
  };
  return (entry) => {
    const share = shareOf(entry, person);
    const isWhole = share === 'whole';
    const isMadeByAccount = person.userId !== null && entry.userId === person.userId;
    const top: Owner = isWhole ? 'person' : 'shared';
    const values = (v: unknown) => (v === null ? null : (scrub(v, top) as Record<string, unknown>));
    const next: Scrubbed = {
      id: entry.id,
      description:
        share !== 'none'
          ? replace(entry.description)
          : isMadeByAccount
            ? replaceAccount(entry.description)
            : entry.description,
      details: values(entry.details),
      oldValues: values(entry.oldValues),
      newValues: values(entry.newValues),
      userUsername: isMadeByAccount ? null : entry.userUsername,
      userDisplayName: isMadeByAccount ? null : entry.userDisplayName,
    };
    return JSON.stringify(next) === JSON.stringify(scrubbedFields(entry)) ? null : next;
  };
}

/**
 * The one kind of change the audit log allows (migration 0007, 0011): the person's values blanked during an
 * erasure, every changed entry in one UPDATE; the events themselves (type, time, who, resource, subjects) stay.
 */
export async function scrubAuditEntries(tx: Tx, erasure: EntryErasure): Promise<number> {
  const entries = await tx.select().from(auditLogs).where(mayBeAboutPerson(erasure.person));
  const changed = entries.map(entryScrubber(erasure)).filter((e): e is Scrubbed => e !== null);
  if (changed.length === 0) return 0;
  await tx.execute(sql`set local congregacao.audit_erasure = 'on'`);
  await tx.execute(sql`
    update ${auditLogs} a
    set description = v.description, details = nullif(v.details, 'null'), old_values = nullif(v.old_values, 'null'),
      new_values = nullif(v.new_values, 'null'), user_username = v.user_username,
      user_display_name = v.user_display_name
    from jsonb_to_recordset(${JSON.stringify(
      changed.map((e) => ({
        id: e.id,
        description: e.description,
        details: e.details,
        old_values: e.oldValues,
        new_values: e.newValues,
        user_username: e.userUsername,
        user_display_name: e.userDisplayName,
      })),
    )}::jsonb) as v(id bigint, description text, details jsonb, old_values jsonb, new_values jsonb,
      user_username varchar, user_display_name varchar)
    where a.id = v.id`);
  await tx.execute(sql`set local congregacao.audit_erasure = 'off'`);
  return changed.length;
}
