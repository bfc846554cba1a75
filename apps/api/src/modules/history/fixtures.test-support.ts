import { serviceYearOf } from '@congregacao/shared/service-year';
import type { Database } from '../../db/client';
import { monthlyActivities, publisherAppointments, publisherReports, publishers } from '../../db/schema';
import { seedGroup } from '../../test/app.test-support';
import { appointRegularPioneers } from '../../test/appointments.test-support';

/** Direct inserts for the history and S-21 tests. */
export async function insertActivity(db: Database, month: number, year: number): Promise<number> {
  const [row] = await db
    .insert(monthlyActivities)
    .values({ month, year, serviceYear: serviceYearOf(month, year) })
    .returning({ id: monthlyActivities.id });
  return row!.id;
}

/** `regularPioneer`: an appointment without dates, as the API records the spec's flag. */
export async function insertPublisher(
  db: Database,
  { regularPioneer, ...values }: typeof publishers.$inferInsert & { regularPioneer?: boolean },
): Promise<number> {
  const [row] = await db.insert(publishers).values(values).returning({ id: publishers.id });
  if (regularPioneer) await appointRegularPioneers(db, [row!.id]);
  // as migration 0005 records the roles: an appointment without dates
  if (values.role === 'Elder' || values.role === 'MinServant') {
    await db.insert(publisherAppointments).values({ publisherId: row!.id, kind: values.role });
  }
  return row!.id;
}

export type ReportValues = Omit<typeof publisherReports.$inferInsert, 'monthlyActivityId' | 'publisherId'>;

export async function insertReport(db: Database, activityId: number, publisherId: number, values: ReportValues) {
  await db.insert(publisherReports).values({ monthlyActivityId: activityId, publisherId, ...values });
}

const pioneer = (hours: number, studies: number, extra: ReportValues = {}): ReportValues => ({
  regularPioneer: true,
  hours,
  studies,
  participatedInMinistry: true,
  status: 'Sent',
  ...extra,
});

/**
 * A congregation with known figures. Service year 2050 = September 2049 .. August 2050; September 2050 already
 * belongs to 2051 (the boundary).
 *
 * Counted pioneer reports (pioneer AND participated) in service year 2050:
 *   Sep 2049: Ana 50 h / 3 st, Carla 40 h / 0 st           -> 90 h, 3 st, 2 pioneers
 *   Oct 2049: Ana 45 h / 2 st, Bruno (aux) 30 h / 1 st     -> 75 h, 3 st, 2 pioneers
 *   Aug 2050: Ana 60 h / 4 st                              -> 60 h, 4 st, 1 pioneer
 *   year: 225 h, 10 st, 5 reports, 3 distinct pioneers; averages 45 h and 2 studies per report.
 * Not counted: Duarte (regular, participation not answered, 10 h), Carla in Aug 2050 (answered "Não"),
 * Eva (not a pioneer, 5 studies a month), Bruno's non-auxiliary months.
 * Service year 2051: Sep 2050 Ana 55 h / 1 st. Service year 2052: only Eva (no pioneers). Service year 2053: an
 * activity without reports.
 */
export async function seedHistoryFixture(db: Database) {
  const groupA = await seedGroup(db, 401);
  const groupB = await seedGroup(db, 402);
  const emptyGroup = await seedGroup(db, 403);
  const sep49 = await insertActivity(db, 8, 2049);
  const oct49 = await insertActivity(db, 9, 2049);
  const aug50 = await insertActivity(db, 7, 2050);
  const sep50 = await insertActivity(db, 8, 2050);
  const jan52 = await insertActivity(db, 0, 2052);
  await insertActivity(db, 0, 2053);

  const ana = await insertPublisher(db, {
    name: 'Ana Conceição Gonçalves',
    displayName: 'Ana Gonçalves',
    groupId: groupA,
    groupNumber: 401,
    role: 'Publisher',
    birthDate: '1980-05-17',
    baptismDate: '1996-10-02',
    regularPioneer: true,
  });
  const bruno = await insertPublisher(db, {
    name: 'Bruno Lopes',
    groupId: groupA,
    groupNumber: 401,
    role: 'MinServant',
  });
  const carla = await insertPublisher(db, {
    name: 'Carla Brandão',
    groupId: groupB,
    groupNumber: 402,
    role: 'Publisher',
    regularPioneer: true,
  });
  const duarte = await insertPublisher(db, { name: 'Duarte Pires', groupId: groupB, groupNumber: 402 });
  const eva = await insertPublisher(db, { name: 'Eva Sem Grupo', groupId: null, role: 'Elder' });
  const nobody = await insertPublisher(db, { name: 'Filipe Sem Relatórios', groupId: groupA, groupNumber: 401 });

  await insertReport(db, sep49, ana, pioneer(50, 3));
  await insertReport(db, oct49, ana, pioneer(45, 2, { observations: 'Bom mês' }));
  await insertReport(db, aug50, ana, pioneer(60, 4, { observations: 'Assembleia regional' }));
  await insertReport(db, sep50, ana, pioneer(55, 1));

  await insertReport(db, sep49, bruno, { participatedInMinistry: true, studies: 2, hours: null });
  await insertReport(db, oct49, bruno, pioneer(30, 1, { regularPioneer: false, auxiliaryPioneer: true }));
  await insertReport(db, aug50, bruno, { participatedInMinistry: false, studies: 0, status: 'Open' });

  await insertReport(db, sep49, carla, pioneer(40, 0));
  await insertReport(db, aug50, carla, pioneer(0, 0, { participatedInMinistry: false }));

  await insertReport(db, oct49, duarte, pioneer(10, 1, { participatedInMinistry: null, status: 'Open' }));

  for (const activity of [sep49, oct49, aug50, jan52]) {
    await insertReport(db, activity, eva, { participatedInMinistry: true, studies: 5 });
  }
  return {
    groups: { a: groupA, b: groupB, empty: emptyGroup },
    publishers: { ana, bruno, carla, duarte, eva, nobody },
  };
}
