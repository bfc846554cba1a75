import {
  APPOINTMENT_KINDS,
  APPOINTMENT_LABELS,
  type Appointment,
  type AppointmentKind,
  isValidOn,
  kindsValidOn,
  today,
} from '@congregacao/shared/appointments';
import type { PublisherBody } from '@congregacao/shared/contracts/publishers';
import { t } from '@congregacao/shared/i18n/translate';
import { asc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { publisherAppointments, publishers } from '../../db/schema';
import { invalidValue } from '../../lib/errors';

const byCardOrder = (a: Appointment, b: Appointment) =>
  APPOINTMENT_KINDS.indexOf(a.kind) - APPOINTMENT_KINDS.indexOf(b.kind) ||
  (a.startDate ?? '').localeCompare(b.startDate ?? '');

/** The appointments of the given publishers (all of them when `ids` is undefined), by publisher, in card order. */
export async function appointmentsByPublisher(db: DbOrTx, ids?: number[]): Promise<Map<number, Appointment[]>> {
  const rows = await db
    .select()
    .from(publisherAppointments)
    .where(ids ? inArray(publisherAppointments.publisherId, ids) : undefined)
    .orderBy(asc(publisherAppointments.id));
  const map = new Map<number, Appointment[]>();
  for (const r of rows) {
    const list = map.get(r.publisherId) ?? [];
    list.push({ kind: r.kind as AppointmentKind, startDate: r.startDate, endDate: r.endDate });
    map.set(r.publisherId, list);
  }
  for (const list of map.values()) list.sort(byCardOrder);
  return map;
}

/**
 * Whether a publisher (the row of `publishers` in the query) has an appointment of this kind running on `day`. The
 * outer id is named with its table: a select from one table writes its columns unqualified, which inside the subquery
 * would mean the appointment's own id.
 */
export function runsOn(kind: AppointmentKind, day: string = today()): SQL<boolean> {
  const publisherId = sql`${sql.identifier(getTableName(publishers))}.${sql.identifier(publishers.id.name)}`;
  return sql<boolean>`exists (select 1 from ${publisherAppointments} a
    where a.publisher_id = ${publisherId} and a.kind = ${kind}
      and (a.start_date is null or a.start_date <= ${day}) and (a.end_date is null or a.end_date >= ${day}))`;
}

export async function replaceAppointments(tx: Tx, publisherId: number, list: Appointment[]): Promise<void> {
  await tx.delete(publisherAppointments).where(eq(publisherAppointments.publisherId, publisherId));
  if (list.length > 0) await tx.insert(publisherAppointments).values(list.map((a) => ({ ...a, publisherId })));
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The spec's payload (no `appointments`): each flag it knows (`regularPioneer`, role Elder / MinServant) starts an
 * appointment when none runs today (without a start date when the kind never had one, else from today), and a flag
 * turned off ends the running one yesterday (one that started today or later is withdrawn). What did not change is
 * kept as it is, dates included.
 */
export function fromLegacyFlags(
  current: readonly Appointment[],
  flags: Record<AppointmentKind, boolean | undefined>,
  day: string,
): Appointment[] {
  let list = [...current];
  for (const kind of APPOINTMENT_KINDS) {
    const wanted = flags[kind];
    if (wanted === undefined) continue;
    const running = list.filter((a) => a.kind === kind && isValidOn(a, day));
    if (wanted && running.length === 0) {
      const hadOne = list.some((a) => a.kind === kind);
      list.push({ kind, startDate: hadOne ? day : null, endDate: null });
    } else if (!wanted && running.length > 0) {
      const yesterday = dayBefore(day);
      list = list.flatMap((a) => {
        if (!running.includes(a)) return [a];
        return a.startDate !== null && a.startDate > yesterday ? [] : [{ ...a, endDate: yesterday }];
      });
    }
  }
  return list.sort(byCardOrder);
}

/** The role a list of appointments must agree with today: an Elder's or a servant's appointment runs today. */
const ROLE_APPOINTMENTS = { Elder: 'Elder', MinServant: 'MinServant' } as const;

/**
 * The appointments to store for a body: the list sent (checked against the role and `regularPioneer` when both are
 * sent: nothing silently reinterpreted), or the spec's flags applied to the stored list.
 */
export function appointmentsFor(body: PublisherBody, current: readonly Appointment[], day = today()): Appointment[] {
  if (body.appointments === undefined) {
    return fromLegacyFlags(
      current,
      {
        Elder: body.role === 'Elder',
        MinServant: body.role === 'MinServant',
        RegularPioneer: body.regularPioneer ?? false,
        SpecialPioneer: undefined,
        FieldMissionary: undefined,
      },
      day,
    );
  }
  const list = body.appointments.map((a) => ({ kind: a.kind, startDate: a.startDate, endDate: a.endDate }));
  const running = kindsValidOn(list, day);
  for (const [role, kind] of Object.entries(ROLE_APPOINTMENTS)) {
    if ((body.role === role) !== running.has(kind)) {
      throw invalidValue(
        'appointments',
        body.role === role
          ? t('api.appointments.roleWithoutAppointment', { kind: APPOINTMENT_LABELS[kind] })
          : t('api.appointments.appointmentWithoutRole', { kind: APPOINTMENT_LABELS[kind] }),
        { field: 'appointments' },
      );
    }
  }
  if (body.regularPioneer !== undefined && body.regularPioneer !== running.has('RegularPioneer')) {
    throw invalidValue('regularPioneer', t('api.appointments.regularPioneerMismatch'), {
      field: 'regularPioneer',
    });
  }
  return list.sort(byCardOrder);
}
