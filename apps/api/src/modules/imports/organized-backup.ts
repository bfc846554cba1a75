import { PUBLISHER_ROLE_LABELS } from '@congregacao/shared/enums';
import { PUBLISHER_COLUMNS, type PublisherColumnKey } from '@congregacao/shared/import-columns';

/**
 * Organized (sws2apps/organized-app) backup files: JSON `{name, exported, version, data: {persons, field_service_groups,
 * …}}`, each person's values wrapped as `{value, updatedAt}` (the shapes of its public src/definition/person.ts and
 * field_service_groups.ts). Read into rows of our publisher template, so the same preview checks them; see
 * docs/import.md for what is taken and what is not.
 */
type Wrapped<T> = { value?: T } | undefined;
interface Period {
  _deleted?: boolean;
  start_date?: string | null;
  end_date?: string | null;
}
interface OrganizedPerson {
  _deleted?: Wrapped<boolean>;
  person_uid?: string;
  person_data?: {
    person_firstname?: Wrapped<string>;
    person_lastname?: Wrapped<string>;
    person_display_name?: Wrapped<string>;
    birth_date?: Wrapped<string | null>;
    archived?: Wrapped<boolean>;
    email?: Wrapped<string>;
    address?: Wrapped<string>;
    phone?: Wrapped<string>;
    publisher_baptized?: { active?: Wrapped<boolean>; baptism_date?: Wrapped<string | null> };
    publisher_unbaptized?: { active?: Wrapped<boolean> };
    privileges?: (Period & { privilege?: string })[];
    enrollments?: (Period & { enrollment?: string })[];
  };
}
interface OrganizedGroup {
  group_data?: { _deleted?: boolean; sort_index?: number; members?: { person_uid?: string }[] };
}
export interface OrganizedBackup {
  data: { persons: OrganizedPerson[]; field_service_groups?: OrganizedGroup[] };
}

export function isOrganizedBackup(value: unknown): value is OrganizedBackup {
  const data = (value as { data?: { persons?: unknown } } | null)?.data;
  return Array.isArray(data?.persons);
}

const isCurrent = (p: Period) => !p._deleted && !p.end_date;
/** Organized keeps dates as ISO text (with or without a time); the preview checks the day. */
const day = (text: string | null | undefined) => (text ? text.slice(0, 10).replaceAll('/', '-') : '');

function roleOf(person: NonNullable<OrganizedPerson['person_data']>): string {
  const privileges = (person.privileges ?? []).filter(isCurrent).map((p) => p.privilege);
  if (privileges.includes('elder')) return PUBLISHER_ROLE_LABELS.Elder;
  if (privileges.includes('ms')) return PUBLISHER_ROLE_LABELS.MinServant;
  if (!person.publisher_baptized?.active?.value && person.publisher_unbaptized?.active?.value) {
    return PUBLISHER_ROLE_LABELS.NonBaptized;
  }
  return PUBLISHER_ROLE_LABELS.Publisher;
}

/** The backup's persons as rows of the publisher template (header first); groups numbered by their order. */
export function organizedRows(backup: OrganizedBackup): string[][] {
  const groups = (backup.data.field_service_groups ?? [])
    .filter((g) => !g.group_data?._deleted)
    .sort((a, b) => (a.group_data?.sort_index ?? 0) - (b.group_data?.sort_index ?? 0));
  const groupOf = new Map<string, number>();
  groups.forEach((g, index) => {
    for (const m of g.group_data?.members ?? []) if (m.person_uid) groupOf.set(m.person_uid, index + 1);
  });
  const rows = backup.data.persons
    .filter((p) => !p._deleted?.value)
    .map((p) => {
      const d = p.person_data ?? {};
      const values: Partial<Record<PublisherColumnKey, string>> = {
        name: [d.person_firstname?.value, d.person_lastname?.value].filter(Boolean).join(' '),
        displayName: d.person_display_name?.value ?? '',
        birthDate: day(d.birth_date?.value),
        baptismDate: day(d.publisher_baptized?.baptism_date?.value),
        email: d.email?.value ?? '',
        mobile: d.phone?.value ?? '',
        address: d.address?.value ?? '',
        role: roleOf(d),
        groupNumber: String(groupOf.get(p.person_uid ?? '') ?? ''),
        regularPioneer: String((d.enrollments ?? []).some((e) => isCurrent(e) && e.enrollment === 'FR')),
        isEnabled: String(!d.archived?.value),
      };
      return PUBLISHER_COLUMNS.map((c) => values[c.key] ?? '');
    });
  return [PUBLISHER_COLUMNS.map((c) => c.header), ...rows];
}
